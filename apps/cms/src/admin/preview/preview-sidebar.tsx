import type { UIFieldServerProps } from 'payload';
import { adminLanguageOf } from '../../i18n/languages';
import { PREVIEW_TEXTS } from '../../i18n/texts/preview';
import { PreviewLinks } from './preview-links';

/**
 * In the sidebar of a previewed document (docs/product.md#preview): its texts in the staff member's
 * language, for the client part that follows the live preview's address.
 */
export function PreviewSidebar({ i18n }: UIFieldServerProps) {
  const lang = adminLanguageOf(i18n?.language);
  const text = (key: keyof typeof PREVIEW_TEXTS) => PREVIEW_TEXTS[key][lang];
  return (
    <PreviewLinks
      texts={{
        heading: text('heading'),
        openOnSite: text('openOnSite'),
        newTab: text('newTab'),
        accessible: text('accessible'),
        notSaved: text('notSaved'),
        noPath: text('noPath'),
        frame: text('frame'),
      }}
    />
  );
}
