import 'server-only';
import { TEMPLATE_PATHS } from '@dav/rules';
import type { Locale } from '@dav/contract';
import { mediaStrings } from '@/components/media-gallery/media-strings';
import type { Translate } from '@/lib/i18n/translator';
import type { AssistantConfig } from './assistant-types';

/** The launcher's props, translated here so that the browser only gets strings. */
export function assistantConfig(
  t: Translate,
  { mascotName, language, accessible }: { mascotName: string; language: Locale; accessible: boolean },
): AssistantConfig {
  const media = mediaStrings(t);
  return {
    mascotName,
    language,
    accessible,
    contactPath: TEMPLATE_PATHS.contact ?? '/contactez-nous',
    strings: {
      title: t('assistant.title', { name: mascotName }),
      log: t('assistant.log'),
      input: t('assistant.input'),
      placeholder: t('assistant.placeholder'),
      send: t('assistant.send'),
      close: t('assistant.close'),
      typing: t('assistant.typing', { name: mascotName }),
      redirecting: t('assistant.redirecting', { page: '{page}' }),
      goTo: t('assistant.goTo', { page: '{page}' }),
      choices: t('assistant.choices'),
      unavailable: t('assistant.unavailable'),
      contact: t('assistant.contact'),
      newTab: t('link.newTab'),
      openImage: media.openImage,
      openVideo: media.openVideo,
      media: { close: media.close, player: media.player },
    },
  };
}
