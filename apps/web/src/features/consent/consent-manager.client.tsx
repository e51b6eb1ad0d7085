'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { ConsentResponse, Locale } from '@dav/contract';
import { PAGE_VIEW_DELAY_MS, pageViewEvent } from '@dav/rules';
import { consentConfig } from './consent-config';
import { INITIAL_MEASUREMENT, onConsent, onPageView, type Step } from './measurement-state';
import { applyMeasurementChoice, pushPageView } from './tag-manager';
import {
  fullLoadToWhistleblowing,
  onWhistleblowingScreen,
  whistleblowingShown,
} from './whistleblowing-guard';

/** The footer's cookie button (components/footer/footer.tsx). */
const REOPEN_SELECTOR = '[data-cookie-consent]';

/** Per page load, not per mount: the shell (and this component) is mounted again on a new route. */
let measurement = INITIAL_MEASUREMENT;
const apply = (step: Step) => {
  measurement = step.state;
  if (step.push) pushPageView(step.push);
};

/** After the first paint and once the browser is idle, so the banner never delays the page. */
function whenIdle(run: () => void): () => void {
  let handle: number | undefined;
  const idle = () => {
    handle = window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    if (handle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  };
}

interface ConsentManagerProps {
  settings: ConsentResponse;
  locale: Locale;
  /** A whistleblowing screen (docs/product.md#shell-consent-and-whistleblowing): its settings carry no container. */
  whistleblowing: boolean;
}

/**
 * docs/product.md#shell-consent-and-page-views: loads the consent banner (vanilla-cookieconsent)
 * after the first paint, reopens its preferences from the footer's button, and pushes a page view
 * `PAGE_VIEW_DELAY_MS` after the first load and each route change, when measurement is accepted
 * and a tag manager container is set; never once this page load has shown a whistleblowing screen.
 */
export function ConsentManager({ settings, locale, whistleblowing }: ConsentManagerProps) {
  const pathname = usePathname();
  const container = settings.gtm_container_id;

  // First, so the effects below already know.
  useEffect(() => {
    if (whistleblowing) onWhistleblowingScreen();
  }, [whistleblowing]);

  useEffect(() => {
    // The library keeps the first page's callback for the whole page load: checked when called.
    const onChoice = (granted: boolean) => {
      if (!container || whistleblowingShown()) return;
      applyMeasurementChoice(container, granted);
      apply(onConsent(measurement, granted));
    };
    const start = () =>
      import('./run-consent').then(({ runConsent }) => runConsent(consentConfig(settings, locale), onChoice));
    const cancel = whenIdle(() => void start());
    const reopen = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(REOPEN_SELECTOR)) return;
      void start().then((consent) => consent.showPreferences());
    };
    document.addEventListener('click', reopen);
    window.addEventListener('click', fullLoadToWhistleblowing, { capture: true });
    return () => {
      cancel();
      document.removeEventListener('click', reopen);
      window.removeEventListener('click', fullLoadToWhistleblowing, { capture: true });
    };
  }, [settings, locale, container]);

  useEffect(() => {
    if (!container || whistleblowingShown()) return;
    const timer = window.setTimeout(
      () => apply(onPageView(measurement, pageViewEvent(pathname, locale))),
      PAGE_VIEW_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, locale, container]);

  return null;
}
