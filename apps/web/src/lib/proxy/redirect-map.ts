import { RedirectsResponseSchema, type Locale, type Redirect } from '@dav/contract';
import { readJson, siteData, type SiteData } from './site-data';

/*
 * The proxy's copy of the redirects (docs/architecture.md#redirects), one per language, taken
 * from the site's own /api/redirects/{locale}: that route reads the tagged cache, which the CMS's
 * revalidation drops on every edit, and the same revalidation makes the proxy read it again.
 */

/** How old a language's copy may be before a request asks for a fresh one (in the background). */
export const REDIRECTS_REFRESH_MS = 1000;
/** The first read of a language holds its request at most this long, then goes on without redirects. */
const FIRST_READ_TIMEOUT_MS = 2000;

/** The redirects of each language, read from the site at `origin` (app/api/redirects/[locale]). */
export function redirectsFromSite(origin: string): SiteData<Locale, readonly Redirect[]> {
  return siteData<Locale, readonly Redirect[]>({
    name: 'redirects',
    families: ['redirects'],
    empty: [],
    refreshMs: REDIRECTS_REFRESH_MS,
    timeoutMs: FIRST_READ_TIMEOUT_MS,
    load: async (locale, signal) =>
      (await readJson(`${origin}/api/redirects/${locale}`, RedirectsResponseSchema, signal)).items,
  });
}
