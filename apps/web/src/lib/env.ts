import 'server-only';
import { DEV_REVALIDATE_SECRET, revalidateSecretProblem } from '@dav/contract';
import { parseDomainRegistry, type DomainEntry } from '@dav/rules';
import type { RawEnv } from '@dav/contract';
import { WEB_ENV } from './env-schema';

/**
 * What the environment means to the website: the values come from its schema (env-schema.ts,
 * where every variable is declared, and from which the README's configuration table is
 * generated). Each function reads the process's environment, or the one a test gives. Defaults
 * make `npm start` work with no setup. `envProblems()` runs at start (instrumentation.ts), so a
 * malformed value stops the server with one clear line instead of failing on a visitor's request.
 */
export const webEnv = (raw?: RawEnv) => WEB_ENV.read(raw ?? process.env);
type Env = RawEnv | undefined;

/** CMS_URL: where the contract (`/wp-json/*`) is served. Never exposed to the browser. */
export const cmsBaseUrl = (raw?: Env): string =>
  (webEnv(raw).CMS_URL ?? 'http://127.0.0.1:3001').replace(/\/+$/, '');

/**
 * CMS_PUBLIC_URL: where staff open the admin, as on the CMS. Only its origin may frame a draft (the
 * live preview) and tell it the document was saved. Unset, the CMS the site reads, by either
 * loopback name (development, tests), as the CMS's own staff origins.
 */
export function cmsPublicOrigins(raw?: Env): string[] {
  const configured = webEnv(raw).CMS_PUBLIC_URL;
  let url: URL;
  try {
    url = new URL(configured || cmsBaseUrl(raw));
  } catch {
    url = new URL(cmsBaseUrl({}));
  }
  if (configured || !['localhost', '127.0.0.1'].includes(url.hostname)) return [url.origin];
  const twin = new URL(url);
  twin.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return [url.origin, twin.origin];
}

/** CMS_TIMEOUT_MS: a read slower than this counts as a failure (then the last good copy is used). */
export const cmsTimeoutMs = (raw?: Env): number => webEnv(raw).CMS_TIMEOUT_MS;

/** `next dev`: the Content-Security-Policy then allows eval and websockets (lib/csp). */
export const isDevServer = (raw?: Env): boolean => webEnv(raw).NODE_ENV === 'development';

/**
 * CSP_NONCE_PLACEHOLDER=1: nginx is in front and puts a nonce on every inline script (lib/csp,
 * deploy/nginx/snippets/html-csp-nonce.conf), so pages' policy names the placeholder it replaces
 * instead of allowing every inline script. Read per request: no rebuild to turn it on.
 */
export const cspNoncePlaceholder = (raw?: Env): boolean => webEnv(raw).CSP_NONCE_PLACEHOLDER;

const isProductionServer = (raw: Env) => {
  const env = webEnv(raw);
  return env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
};

/**
 * REVALIDATE_SECRET, shared with the CMS (`npm start` sets a random one for both servers): the
 * revalidate route's secret and the key of the visitor address the site vouches for
 * (lib/proxy/visitor-headers.ts). Blank counts as unset, as on the CMS; in production it must be
 * set (envProblems), elsewhere the development value.
 */
export const revalidateSecret = (raw?: Env): string =>
  webEnv(raw).REVALIDATE_SECRET?.trim() || (isProductionServer(raw) ? '' : DEV_REVALIDATE_SECRET);

/** PUBLIC_PROTOCOL of the public URLs (hreflang, canonical, language switcher): http or https. */
export function publicProtocol(raw?: Env): 'http' | 'https' {
  const proto = (webEnv(raw).PUBLIC_PROTOCOL ?? 'http').replace(/:?\/*$/, '').toLowerCase();
  return proto === 'https' ? 'https' : 'http';
}

/** The port the server listens on (WEB_PORT); a Host header carrying another port is treated as portless. */
export const ownPort = (raw?: Env): string => webEnv(raw).WEB_PORT ?? '3000';

/** TRUSTED_PROXY_HOPS: reverse proxies in front that append the client's address (lib/proxy). */
export function trustedProxyHops(raw?: Env): number {
  const hops = Number(webEnv(raw).TRUSTED_PROXY_HOPS);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/** DAV_BENCH_BUILD=1: `npm run bench`'s build, in a folder of its own (next.config.ts). */
export const distDir = (raw?: Env): string => (webEnv(raw).DAV_BENCH_BUILD ? '.next-bench' : '.next');

/**
 * E2E_WORKER_BUILD_COOKIE=1, set by the e2e stack only (scripts/e2e-server.mjs): a browser that
 * carries the `e2e-build` cookie gets `/sw.js` stamped with another build's id, as after a
 * deployment, without building again (features/offline/worker-version.ts). Anywhere else the
 * cookie is ignored.
 */
export const workerBuildCookieAllowed = (raw?: Env): boolean => webEnv(raw).E2E_WORKER_BUILD_COOKIE;

/**
 * REDIS_URL: the cache shared by several site instances (lib/cache). Read by next.config.ts at
 * build and at `next start`, and by lib/cache/shared-cache.mjs, which Next loads apart from the
 * app's bundles; checked here so a malformed value stops the start with one line.
 */
export function redisUrlProblem(raw?: Env): string | null {
  const url = webEnv(raw).REDIS_URL;
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
export function domainRegistry(raw?: Env): readonly DomainEntry[] {
  const source = webEnv(raw).DOMAINS;
  if (registry && registry.source === source) return registry.entries;
  const entries = parseDomainRegistry(source);
  registry = { source, entries };
  return entries;
}

/** What is wrong with the environment, in one line per variable; empty when it is usable. */
export function envProblems(raw?: Env): string[] {
  const problems: string[] = [];
  try {
    domainRegistry(raw);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const secretProblem = isProductionServer(raw)
    ? revalidateSecretProblem(webEnv(raw).REVALIDATE_SECRET)
    : null;
  if (secretProblem) problems.push(secretProblem);
  const redisProblem = redisUrlProblem(raw);
  if (redisProblem) problems.push(redisProblem);
  return problems;
}
