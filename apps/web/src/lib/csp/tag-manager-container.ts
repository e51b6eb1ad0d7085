import 'server-only';
import { ConsentResponseSchema } from '@dav/contract';
import { cmsBaseUrl } from '../env';

/**
 * The tag manager's container ID as the proxy sees it, for the Content-Security-Policy
 * (docs/architecture.md#content-security-policy). `use cache` has no effect in the proxy, so this
 * is a small cache of its own: read from the CMS on first use, then at most once a
 * `CONTAINER_TTL_MS` in the background; the revalidate route drops it when the `consent` tag
 * comes, so an edit shows on the next request. It lives on globalThis because the proxy and the
 * route handlers are separate bundles of the same process.
 */
export const CONTAINER_TTL_MS = 60_000;
/** The first read waits this long at most; the page is then served without the tag manager's origins. */
const FIRST_READ_TIMEOUT_MS = 1500;

interface ContainerCache {
  value: string | null;
  readAt: number;
  pending: Promise<string | null> | null;
}

const KEY = Symbol.for('dav.csp.tagManagerContainer');
type Holder = { [KEY]?: ContainerCache };

function cache(): ContainerCache {
  return ((globalThis as Holder)[KEY] ??= { value: null, readAt: 0, pending: null });
}

/** The container is not language-bound: any language's settings carry it. */
async function readContainer(timeoutMs: number): Promise<string | null> {
  const res = await fetch(`${cmsBaseUrl()}/wp-json/api/fr/consent`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`CMS answered ${res.status}`);
  return ConsentResponseSchema.parse(await res.json()).gtm_container_id;
}

function refresh(entry: ContainerCache, timeoutMs: number): Promise<string | null> {
  entry.pending ??= readContainer(timeoutMs)
    .then((value) => {
      entry.value = value;
      entry.readAt = Date.now();
      return value;
    })
    .catch((error: unknown) => {
      // The last value stays (none at first: the policy then stays closed to the tag manager), and
      // is asked for again after the TTL, not on every request while the CMS is down.
      entry.readAt = Date.now();
      console.error(`[csp] tag manager container not read: ${(error as Error).message}`);
      return entry.value;
    })
    .finally(() => {
      entry.pending = null;
    });
  return entry.pending;
}

/** The container ID set in the CMS, or null (none set, or the CMS never answered). */
export async function tagManagerContainer(): Promise<string | null> {
  const entry = cache();
  if (entry.readAt === 0) return refresh(entry, FIRST_READ_TIMEOUT_MS);
  if (Date.now() - entry.readAt > CONTAINER_TTL_MS) void refresh(entry, FIRST_READ_TIMEOUT_MS);
  return entry.value;
}

/** The `consent` tag came: the next request reads the container again. */
export function forgetTagManagerContainer(): void {
  const entry = cache();
  entry.readAt = 0;
}
