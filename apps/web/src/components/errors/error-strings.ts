import 'server-only';
import type { ErrorStrings } from '@/components/errors/error-strings.client';
import type { Translate } from '../../lib/i18n/translator';

/** The error screen's strings, from the site's translator (`siteTranslator`). */
export function errorStrings(t: Translate): ErrorStrings {
  return {
    title: t('error.fallbackTitle'),
    message: t('error.fallbackMessage'),
    backHome: t('error.backHome'),
    reload: t('error.reload'),
  };
}
