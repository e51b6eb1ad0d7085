import { site } from 'next/root-params';
import { ErrorPageView } from '@/features/error-page/error-page-view';
import { getGlobal } from '@/lib/cms';
import { translator } from '@/lib/i18n/translator';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { siteContext } from '@/lib/site/site-context';

/**
 * The error page as the browser renders it once the page's NotFoundSignal reaches this boundary
 * (see not-found-signal.tsx): the same view the server rendered. Next ships this with every page
 * of the segment, so it holds the error content alone; the shell is the layout's.
 */
export default async function NotFound() {
  const key = await site();
  if (isBuildSiteKey(key)) return null;
  const global = await getGlobal(key);
  const t = translator(siteContext(key).locale, global.trads);
  return <ErrorPageView image={global.notFoundImage} t={t} />;
}
