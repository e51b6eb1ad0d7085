import 'server-only';
import { ConsentResponseSchema } from '@dav/contract';
import { cmsBaseUrl } from '../env';
import { readJson, siteData } from '../proxy/site-data';

/**
 * The tag manager's container ID as the proxy sees it, for the Content-Security-Policy
 * (docs/architecture.md#content-security-policy): a copy of the proxy's (lib/proxy/site-data.ts),
 * read again in the background once older than `CONTAINER_TTL_MS`, and at once after an edit of
 * the consent global (its `consent` tag).
 */
export const CONTAINER_TTL_MS = 60_000;
/** The first read waits this long at most; the page is then served without the tag manager's origins. */
const FIRST_READ_TIMEOUT_MS = 1500;

const container = siteData<'fr', string | null>({
  name: 'tag-manager-container',
  families: ['consent'],
  // Until the CMS has answered once, the policy stays closed to the tag manager.
  empty: null,
  refreshMs: CONTAINER_TTL_MS,
  timeoutMs: FIRST_READ_TIMEOUT_MS,
  load: async (locale, signal) =>
    (await readJson(`${cmsBaseUrl()}/wp-json/api/${locale}/consent`, ConsentResponseSchema, signal))
      .gtm_container_id,
});

/** The container ID set in the CMS, or null (none set, or the CMS never answered). */
export function tagManagerContainer(): Promise<string | null> {
  // The container is not language-bound: any language's settings carry it.
  return container.get('fr');
}
