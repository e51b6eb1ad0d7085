import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@dav/rules';
import { ERROR_STRINGS_META } from './error-strings-meta';
import { CHUNK_RELOAD_KEY, decideChunkFailure, isChunkLoadError, parseReloadAt } from './chunk-failure';

interface GuardSettings {
  key: string;
  interval: number;
  meta: string;
}

declare global {
  interface Window {
    /** Set once React has hydrated the page (features/shell/resilience.client.tsx). */
    __davHydrated?: boolean;
    /** Set when the guard showed the error screen: an error React meets next is its consequence. */
    __davChunkFailed?: boolean;
  }
}

/**
 * Watches, from the first bytes of the page, for a build file that fails to load: a `<script>` or
 * stylesheet of `/_next/static` (caught on its way down: load errors do not bubble), or an
 * `import()` rejected outside rendering. Turbopack waits forever on a script of the page that
 * failed before it looked, so React never hears of it: this is the only place that does.
 *
 * Online, reloads when `decideChunkFailure` allows it; else, when React is not running, shows the error
 * screen with its reload link (the strings of the page's `<meta>`, as global-error.tsx reads them).
 * When React runs, a failure while rendering reaches the error boundaries (useChunkRecovery).
 * Runs from its source text: uses nothing from outside its body but its arguments.
 */
function chunkGuard(
  settings: GuardSettings,
  decide: typeof decideChunkFailure,
  parse: typeof parseReloadAt,
  isChunkError: typeof isChunkLoadError,
): void {
  let handled = false;

  function lastReloadAt(): number | null | undefined {
    try {
      return parse(sessionStorage.getItem(settings.key));
    } catch {
      return undefined;
    }
  }

  function link(href: string, text: string, className: string): HTMLAnchorElement {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.className = className;
    anchor.textContent = text;
    return anchor;
  }

  function showError(): void {
    if (window.__davHydrated) return;
    window.__davChunkFailed = true;
    const content = document.querySelector(`meta[name="${settings.meta}"]`)?.getAttribute('content');
    let strings: { title: string; message: string; backHome: string; reload: string };
    try {
      strings = JSON.parse(content ?? '');
    } catch {
      return;
    }
    const render = () => {
      const main = document.createElement('main');
      main.id = 'main';
      main.style.cssText = 'max-width:50rem;margin:0 auto;padding:6rem 1.25rem';
      const title = document.createElement('h1');
      title.textContent = strings.title;
      const message = document.createElement('p');
      message.textContent = strings.message;
      const links = document.createElement('p');
      links.style.cssText = 'display:flex;flex-wrap:wrap;gap:1rem';
      links.append(link('', strings.reload, 'button'), link('/', strings.backHome, 'button button-ghost'));
      main.append(title, message, links);
      document.title = strings.title;
      document.body.replaceChildren(main);
    };
    if (document.body) render();
    else document.addEventListener('DOMContentLoaded', render, { once: true });
  }

  function onFailure(): void {
    // Offline, the page shown (perhaps the offline page) stays: neither a reload nor this screen helps.
    if (handled || !navigator.onLine) return;
    handled = true;
    const now = Date.now();
    if (decide(now, lastReloadAt(), navigator.onLine, settings.interval) === 'reload') {
      try {
        sessionStorage.setItem(settings.key, String(now));
        location.reload();
        return;
      } catch {
        // Cannot remember reloading: reloading could loop.
      }
    }
    showError();
  }

  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as { tagName?: string; src?: string; href?: string } | null;
      const url = target?.tagName === 'SCRIPT' ? target.src : target?.tagName === 'LINK' ? target.href : '';
      if (url && url.includes('/_next/static/')) onFailure();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkError(event.reason)) onFailure();
  });
}

/** The guard as an inline script, for the head of every page (features/shell/resilience.tsx). */
export function chunkGuardSource(): string {
  const settings: GuardSettings = {
    key: CHUNK_RELOAD_KEY,
    interval: CHUNK_RELOAD_MIN_INTERVAL_MS,
    meta: ERROR_STRINGS_META,
  };
  // Every function as an expression: a minifier may have renamed them.
  return `(${chunkGuard.toString()})(${JSON.stringify(settings)},${decideChunkFailure.toString()},${parseReloadAt.toString()},${isChunkLoadError.toString()})`;
}
