import 'server-only';
import type { ErrorStrings } from '@/components/errors/error-strings.client';
import { getGlobal } from '../cms';
import { isBuildSiteKey } from '../site/site-key';
import { siteContext } from '../site/site-context';
import { translator } from './translator';

/** The error screen's strings: the CMS's translations when they can be read, else the shipped ones. */
export async function errorStrings(siteKey: string): Promise<ErrorStrings> {
  const { locale } = siteContext(siteKey);
  let trads = {};
  if (!isBuildSiteKey(siteKey)) {
    try {
      trads = (await getGlobal(siteKey)).trads;
    } catch {
      // The CMS is down and nothing is cached: the shipped strings will do.
    }
  }
  const t = translator(locale, trads);
  return {
    title: t('error.fallbackTitle'),
    message: t('error.fallbackMessage'),
    backHome: t('error.backHome'),
    reload: t('error.reload'),
  };
}
