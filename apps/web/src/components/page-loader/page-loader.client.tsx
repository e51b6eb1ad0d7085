'use client';

import { useEffect, useReducer } from 'react';
import { PAGE_TRANSITION_MS } from '@dav/rules';
import { isStill, readDeviceFlags } from '@/hooks/use-device-flags';
import { useRouteChange } from '@/hooks/use-route-change';
import { bodyLoading, INITIAL_LOADER_STATE, loaderReducer, loaderShown, nextTickAt } from './loader-timing';
import styles from './page-loader.module.css';

/** On `<body>` from a route change until `LOADER_CLASS_REMOVAL_MS` after the loader. */
export const BODY_LOADING_CLASS = 'is-loading';
/** On `<html>` for the CSS fallback of the page transition, where the browser has no View Transitions. */
const FALLBACK_TRANSITION_ATTR = 'data-page-transition';

/** The new page's main heading gets focus, so keyboard and screen-reader users start there. */
function focusMainHeading() {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function fallbackTransition() {
  // Typed as always there, which browsers before 2025 (Firefox 143, Safari 18) contradict.
  if (typeof (document as Partial<Document>).startViewTransition === 'function') return;
  if (isStill(readDeviceFlags())) return;
  const html = document.documentElement;
  html.setAttribute(FALLBACK_TRANSITION_ATTR, '');
  window.setTimeout(() => html.removeAttribute(FALLBACK_TRANSITION_ATTR), PAGE_TRANSITION_MS);
}

/**
 * The page loader of docs/product.md#shell-loading-and-transitions, mounted once by the root
 * layout (client navigations keep it): shown on an in-app navigation for the time `loader-timing.ts`
 * computes, announced in a polite live region, never on a first load. The page transition itself
 * is the `<ViewTransition>` of the site shell.
 */
export function PageLoader({ label }: { label: string }) {
  const [state, dispatch] = useReducer(loaderReducer, INITIAL_LOADER_STATE);

  useRouteChange({
    onStart: (url) =>
      dispatch({ type: 'start', url, now: performance.now(), still: isStill(readDeviceFlags()) }),
    onChange: () => {
      dispatch({ type: 'done', now: performance.now() });
      fallbackTransition();
      focusMainHeading();
    },
  });

  const tickAt = nextTickAt(state);
  useEffect(() => {
    if (tickAt === null) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'tick', now: performance.now() }),
      Math.max(0, tickAt - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, [tickAt]);

  const loading = bodyLoading(state);
  useEffect(() => {
    document.body.classList.toggle(BODY_LOADING_CLASS, loading);
  }, [loading]);

  const shown = loaderShown(state);
  return (
    <>
      <div className={styles.loader} hidden={!shown} aria-hidden="true" data-testid="page-loader">
        <span className={styles.spinner} />
        {label}
      </div>
      {/*
        A polite live region without the status role: a page's own status messages (a list's
        count, a form's sending) stay the page's only `status`.
      */}
      <p aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="page-loader-status">
        {shown ? label : ''}
      </p>
    </>
  );
}
