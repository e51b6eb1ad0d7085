import type { Translate } from '@/lib/i18n/translator';
import { SECTION_IDS, type SectionKey } from './sections';
import styles from './coworking.module.css';

/**
 * The page's own navigation (docs/product.md#coworking-page): plain in-page links, so they work with the keyboard and
 * without JavaScript; the global stylesheet scrolls smoothly only when motion is welcome. It lists
 * the sections the page has (no gallery without photos).
 */
export function CoworkingNav({ sections, t }: { sections: SectionKey[]; t: Translate }) {
  return (
    <nav aria-label={t('coworking.nav')} className={styles.nav}>
      <ul>
        {sections.map((key) => (
          <li key={key}>
            <a href={`#${SECTION_IDS[key]}`}>{t(`coworking.nav.${key}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
