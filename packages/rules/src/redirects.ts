import type { Redirect, RedirectStatus } from '@dav/contract';

/*
 * The redirects editors manage in the CMS (docs/product.md#redirects): the old site's addresses
 * sent to the new ones. One normalisation, used alike when the CMS checks a redirect at save and
 * when the website matches a request, so what the check refuses is exactly what would loop.
 */

/** A redirect as the website applies it: `from` normalised (normalizeRedirectSource). */
export type RedirectRule = Redirect;

/** Paths the website never routes as pages (Next's files, route handlers, media, the contract). */
const NOT_PAGES = ['/_next', '/api', '/assets', '/wp-json'];

const BASE = 'http://redirect.invalid';

const isAbsoluteUrl = (value: string) => /^https?:\/\//i.test(value);

/** Lower case, one slash between segments, none at the end (but `/`), no fragment. */
function normalizePathname(pathname: string): string {
  const path = pathname
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Query parameters sorted by name then value, empty ones dropped: `?b=2&a=1` → `a=1&b=2`. */
function normalizeQuery(params: URLSearchParams): string {
  const entries = [...params].filter(([key]) => key !== '');
  entries.sort(([ka, va], [kb, vb]) => (ka === kb ? (va < vb ? -1 : va > vb ? 1 : 0) : ka < kb ? -1 : 1));
  return new URLSearchParams(entries).toString();
}

/**
 * A redirect's source as stored and matched: `/Category/Actualites/?b=2&a=1#x` →
 * `/category/actualites?a=1&b=2`. A full address of the old site is accepted and reduced to its
 * path and query. Null when it is neither a path (`/…`) nor an http(s) address.
 */
export function normalizeRedirectSource(value: string): string | null {
  const raw = value.trim();
  if (!raw.startsWith('/') && !isAbsoluteUrl(raw)) return null;
  if (raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  const path = normalizePathname(url.pathname);
  const query = normalizeQuery(url.searchParams);
  return query ? `${path}?${query}` : path;
}

/** Why a source cannot be redirected, or null: not a page of the site, or the home page itself. */
export function redirectSourceProblem(from: string): 'invalid' | 'not-a-page' | 'home' | null {
  const source = normalizeRedirectSource(from);
  if (source === null) return 'invalid';
  const path = source.split('?')[0]!;
  if (NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'not-a-page';
  if (source === '/') return 'home';
  return null;
}

/** A redirect's target: a path on the same host (`/blog`) or an http(s) address. */
export function isRedirectTarget(value: string): boolean {
  const raw = value.trim();
  if (/^\/(?!\/)/.test(raw)) return true;
  if (!isAbsoluteUrl(raw)) return false;
  try {
    new URL(raw);
    return true;
  } catch {
    return false;
  }
}

function splitSource(source: string): { path: string; query: URLSearchParams } {
  const at = source.indexOf('?');
  return at === -1
    ? { path: source, query: new URLSearchParams() }
    : { path: source.slice(0, at), query: new URLSearchParams(source.slice(at + 1)) };
}

/** Every parameter of `wanted` is in `query` with the same value. */
function hasParams(query: URLSearchParams, wanted: URLSearchParams): boolean {
  return [...wanted].every(([key, value]) => query.getAll(key).includes(value));
}

/**
 * Whether the (normalised) `source` of a redirect catches the address `path?query`: same path
 * once normalised, and, when the source has a query (`/?p=123`), those parameters among the
 * address's. A source without a query catches its path whatever the query.
 */
export function sourceMatches(source: string, address: string): boolean {
  const wanted = normalizeRedirectSource(address);
  return wanted !== null && catches(splitSource(source), splitSource(wanted));
}

type Split = ReturnType<typeof splitSource>;

const catches = (rule: Split, address: Split) =>
  rule.path === address.path && hasParams(address.query, rule.query);

export interface RedirectMatch {
  location: string;
  status: RedirectStatus;
}

/**
 * The redirect a request takes, or null. Of the rules catching it, the one naming the most query
 * parameters wins (`/?p=123` before a plain `/`). The request's query goes along, less the
 * parameters the rule named, and never overriding the target's own (`/old?utm_source=x` →
 * `/new?utm_source=x`).
 */
export function findRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
  search: string,
): RedirectMatch | null {
  const normalized = normalizeRedirectSource(`${pathname}${search}`);
  if (normalized === null) return null;
  const address = splitSource(normalized);
  let best: RedirectRule | null = null;
  let bestParams = -1;
  for (const rule of rules) {
    const source = splitSource(rule.from);
    if (!catches(source, address)) continue;
    const params = [...source.query].length;
    if (params > bestParams) {
      best = rule;
      bestParams = params;
    }
  }
  if (!best) return null;
  const named = splitSource(best.from).query;
  const kept = [...new URLSearchParams(search)].filter(([key]) => !named.has(key));
  return { location: withQuery(best.to.trim(), kept), status: best.status };
}

/** How long a browser or a CDN may keep a permanent redirect: one hour (see redirectCacheControl). */
export const PERMANENT_REDIRECT_MAX_AGE_S = 3600;

/**
 * The Cache-Control of a redirect's answer (docs/architecture.md#redirects). Without one, browsers
 * keep a 301 with no end: an editor who corrects or deletes it would never reach the visitors who
 * met it. An hour bounds that, and still spares repeat visits and a CDN the round trip; search
 * engines read a 301 as permanent from its status, not its lifetime. A 302 is temporary by
 * definition: asked for again every time, never stored.
 */
export function redirectCacheControl(status: RedirectStatus): string {
  return status === 301 ? `public, max-age=${PERMANENT_REDIRECT_MAX_AGE_S}` : 'no-store';
}

function withQuery(to: string, params: [string, string][]): string {
  if (params.length === 0) return to;
  const url = new URL(to, BASE);
  for (const [key, value] of params) if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  return isAbsoluteUrl(to) ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

/** A redirect as saved in the CMS, for the loop and chain check. */
export interface RedirectDraft {
  from: string;
  to: string;
  languages: readonly string[];
}

export type RedirectConflict =
  | { kind: 'duplicate'; language: string; other: string }
  | { kind: 'loop'; language: string }
  | { kind: 'chain-to'; language: string; other: string; next: string }
  | { kind: 'chain-from'; language: string; other: string };

/**
 * The address a target lands on, as a source would be matched against it: a path, or an address
 * on one of `ownHosts` (the hosts of that language); null for another site, which cannot loop.
 */
function landing(to: string, ownHosts: readonly string[]): string | null {
  const raw = to.trim();
  if (raw.startsWith('/')) return raw;
  try {
    const url = new URL(raw);
    return ownHosts.includes(url.hostname.toLowerCase()) ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * What makes `draft` refused among the `others` already saved (docs/product.md#redirects), per
 * language they share: the same source twice; a target that leads back to its own source (a
 * loop); a target that is itself redirected (a chain, A → B when B → C exists); a source that
 * another redirect leads to (C → A when A → B is saved). Without chains no longer loop can form.
 * `ownHosts(language)`: the hosts of that language, where an absolute target is still ours.
 */
export function redirectConflict(
  draft: RedirectDraft,
  others: readonly RedirectDraft[],
  ownHosts: (language: string) => readonly string[] = () => [],
): RedirectConflict | null {
  const from = normalizeRedirectSource(draft.from);
  if (from === null) return null;
  for (const language of draft.languages) {
    const hosts = ownHosts(language);
    const target = landing(draft.to, hosts);
    if (target !== null && sourceMatches(from, target)) return { kind: 'loop', language };
    for (const other of others) {
      if (!other.languages.includes(language)) continue;
      const otherFrom = normalizeRedirectSource(other.from);
      if (otherFrom === null) continue;
      if (otherFrom === from) return { kind: 'duplicate', language, other: otherFrom };
      if (target !== null && sourceMatches(otherFrom, target))
        return { kind: 'chain-to', language, other: otherFrom, next: other.to };
      const otherTarget = landing(other.to, hosts);
      if (otherTarget !== null && sourceMatches(from, otherTarget))
        return { kind: 'chain-from', language, other: otherFrom };
    }
  }
  return null;
}
