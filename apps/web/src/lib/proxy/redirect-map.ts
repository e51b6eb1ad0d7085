import { RedirectsResponseSchema, type Locale, type Redirect } from '@dav/contract';

/*
 * The proxy's copy of the redirects (docs/architecture.md#redirects). The proxy runs before any
 * route and apart from the render code, so it cannot read the tagged cache: it keeps each
 * language's list in memory, taken from the site's own /api/redirects/{locale} (which reads that
 * cache, dropped by the CMS's revalidation on every edit), and asks again in the background once
 * the copy is older than REDIRECTS_REFRESH_MS. A request never waits, but the very first of a
 * language; a failed read keeps the last list.
 */

/** How old the proxy's copy may be before a request asks for a fresh one (in the background). */
export const REDIRECTS_REFRESH_MS = 1000;
/** The first read of a language holds its request at most this long, then goes on without redirects. */
const FIRST_READ_TIMEOUT_MS = 2000;

type Load = (locale: Locale) => Promise<Redirect[]>;

interface Copy {
  rules: Redirect[];
  at: number;
  refreshing: Promise<void> | null;
}

export interface RedirectMap {
  /** The redirects of a language: the copy in memory, refreshed when stale. */
  rulesFor(locale: Locale): Promise<readonly Redirect[]>;
}

export function createRedirectMap(
  load: Load,
  { now = Date.now, refreshMs = REDIRECTS_REFRESH_MS, log = console.error } = {},
): RedirectMap {
  const copies = new Map<Locale, Copy>();

  const refresh = (locale: Locale, copy: Copy): Promise<void> => {
    copy.refreshing ??= load(locale)
      .then((rules) => {
        copy.rules = rules;
        copy.at = now();
      })
      .catch((error: unknown) => {
        // Asked again at the next request past the delay: the CMS may be back.
        copy.at = now();
        log(`[redirects] ${locale}: ${(error as Error).message} (keeping ${copy.rules.length} redirects)`);
      })
      .finally(() => {
        copy.refreshing = null;
      });
    return copy.refreshing;
  };

  return {
    async rulesFor(locale) {
      let copy = copies.get(locale);
      if (!copy) {
        copy = { rules: [], at: 0, refreshing: null };
        copies.set(locale, copy);
        await refresh(locale, copy);
      } else if (now() - copy.at >= refreshMs) {
        void refresh(locale, copy);
      }
      return copy.rules;
    },
  };
}

/** Reads a language's redirects from the site itself (app/api/redirects/[locale]). */
export function loadFromSite(origin: string, timeoutMs = FIRST_READ_TIMEOUT_MS): Load {
  return async (locale) => {
    const response = await fetch(`${origin}/api/redirects/${locale}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`/api/redirects/${locale} answered ${response.status}`);
    return RedirectsResponseSchema.parse(await response.json()).items;
  };
}
