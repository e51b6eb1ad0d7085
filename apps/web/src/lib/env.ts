import 'server-only';
import { DEV_REVALIDATE_SECRET, revalidateSecretProblem } from '@dav/contract';
import { parseDomainRegistry, type DomainEntry } from '@dav/rules';

/**
 * Every environment variable the website reads, read here and nowhere else (next.config.ts and
 * the tests aside, which run outside the app). Defaults make `npm start` work with no setup; the
 * README's configuration table lists them. `checkEnv()` runs at start (instrumentation.ts), so a
 * malformed value stops the server with one clear line instead of failing on a visitor's request.
 */
type Env = Record<string, string | undefined>;

/** CMS_URL: where the contract (`/wp-json/*`) is served. Never exposed to the browser. */
export const cmsBaseUrl = (env: Env = process.env): string =>
  (env.CMS_URL || 'http://127.0.0.1:3001').replace(/\/+$/, '');

/**
 * CMS_PUBLIC_URL: where staff open the admin, as on the CMS. Only its origin may frame a draft (the
 * live preview) and tell it the document was saved. Unset, the CMS the site reads, by either
 * loopback name (development, tests), as the CMS's own staff origins.
 */
export function cmsPublicOrigins(env: Env = process.env): string[] {
  const configured = env.CMS_PUBLIC_URL?.trim();
  let url: URL;
  try {
    url = new URL(configured || cmsBaseUrl(env));
  } catch {
    url = new URL(cmsBaseUrl({}));
  }
  if (configured || !['localhost', '127.0.0.1'].includes(url.hostname)) return [url.origin];
  const twin = new URL(url);
  twin.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return [url.origin, twin.origin];
}

/** CMS_TIMEOUT_MS: a read slower than this counts as a failure (then the last good copy is used). */
export function cmsTimeoutMs(env: Env = process.env): number {
  const value = Number(env.CMS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 8000;
}

/** `next dev`: the Content-Security-Policy then allows eval and websockets (lib/csp). */
export const isDevServer = (env: Env = process.env): boolean => env.NODE_ENV === 'development';

/**
 * CSP_NONCE_PLACEHOLDER=1: nginx is in front and puts a nonce on every inline script (lib/csp,
 * deploy/nginx/snippets/html-csp-nonce.conf), so pages' policy names the placeholder it replaces
 * instead of allowing every inline script. Read per request: no rebuild to turn it on.
 */
export const cspNoncePlaceholder = (env: Env = process.env): boolean => env.CSP_NONCE_PLACEHOLDER === '1';

const isProductionServer = (env: Env) =>
  env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';

/**
 * REVALIDATE_SECRET, shared with the CMS (`npm start` sets a random one for both servers): the
 * revalidate route's secret and the key of the visitor address the site vouches for
 * (lib/proxy/visitor-headers.ts). Blank counts as unset, as on the CMS; in production it must be
 * set (envProblems), elsewhere the development value.
 */
export const revalidateSecret = (env: Env = process.env): string =>
  env.REVALIDATE_SECRET?.trim() || (isProductionServer(env) ? '' : DEV_REVALIDATE_SECRET);

/** PUBLIC_PROTOCOL of the public URLs (hreflang, canonical, language switcher): http or https. */
export function publicProtocol(env: Env = process.env): 'http' | 'https' {
  const proto = (env.PUBLIC_PROTOCOL || 'http').replace(/:?\/*$/, '').toLowerCase();
  return proto === 'https' ? 'https' : 'http';
}

/** The port the server listens on; a Host header carrying another port is treated as portless. */
export const ownPort = (env: Env = process.env): string => env.PORT || env.WEB_PORT || '3000';

/** TRUSTED_PROXY_HOPS: reverse proxies in front that append the client's address (lib/proxy). */
export function trustedProxyHops(env: Env = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/** DAV_BENCH_BUILD=1: `npm run bench`'s build, in a folder of its own (next.config.ts). */
export const distDir = (env: Env = process.env): string =>
  env.DAV_BENCH_BUILD === '1' ? '.next-bench' : '.next';

/**
 * E2E_WORKER_BUILD_COOKIE=1, set by the e2e stack only (scripts/e2e-server.mjs): a browser that
 * carries the `e2e-build` cookie gets `/sw.js` stamped with another build's id, as after a
 * deployment, without building again (features/offline/worker-version.ts). Anywhere else the
 * cookie is ignored.
 */
export const workerBuildCookieAllowed = (env: Env = process.env): boolean =>
  env.E2E_WORKER_BUILD_COOKIE === '1';

/**
 * REDIS_URL: the cache shared by several site instances (lib/cache). Read by next.config.ts at
 * build and at `next start`, and by lib/cache/shared-cache.mjs, which Next loads apart from the
 * app's bundles; checked here so a malformed value stops the start with one line.
 */
export function redisUrlProblem(env: Env = process.env): string | null {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  try {
    if (['redis:', 'rediss:'].includes(new URL(url).protocol)) return null;
  } catch {
    // Not a URL at all: the same answer.
  }
  return 'REDIS_URL must be a redis:// or rediss:// URL (or unset: each site instance keeps its own cache)';
}

let registry: { source: string | undefined; entries: readonly DomainEntry[] } | undefined;

/** DOMAINS (JSON), else the development `*.localhost` registry. Parsed once; throws when malformed. */
export function domainRegistry(env: Env = process.env): readonly DomainEntry[] {
  if (registry && registry.source === env.DOMAINS) return registry.entries;
  const entries = parseDomainRegistry(env.DOMAINS);
  registry = { source: env.DOMAINS, entries };
  return entries;
}

/** What is wrong with the environment, in one line per variable; empty when it is usable. */
export function envProblems(env: Env = process.env): string[] {
  const problems: string[] = [];
  try {
    domainRegistry(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const secretProblem = isProductionServer(env) ? revalidateSecretProblem(env.REVALIDATE_SECRET) : null;
  if (secretProblem) problems.push(secretProblem);
  const redisProblem = redisUrlProblem(env);
  if (redisProblem) problems.push(redisProblem);
  return problems;
}
