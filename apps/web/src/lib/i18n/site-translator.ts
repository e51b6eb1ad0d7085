import 'server-only';
import { getGlobal } from '../cms';
import { isBuildSiteKey } from '../site/site-key';
import { siteContext } from '../site/site-context';
import { translator, type Translate } from './translator';

/**
 * The site's translator for what must render even when the CMS cannot answer (the root layout,
 * the error screen): the CMS's translations when they can be read, else the shipped ones.
 */
export async function siteTranslator(siteKey: string): Promise<Translate> {
  const { locale } = siteContext(siteKey);
  let trads = {};
  if (!isBuildSiteKey(siteKey)) {
    try {
      trads = (await getGlobal(siteKey)).trads;
    } catch {
      // The CMS is down and nothing is cached: the shipped strings will do.
    }
  }
  return translator(locale, trads);
}
