import type { PageViewEvent } from '@dav/rules';

/**
 * When page views may be pushed (docs/product.md#shell-consent-and-page-views): never before the
 * visitor has chosen, never after a refusal. The view of the page shown while they choose is kept
 * and pushed if they accept, so the page they accepted on counts once; a refusal drops it.
 */
export interface MeasurementState {
  consent: 'unknown' | 'granted' | 'denied';
  /** The view waiting for a choice (the latest page). */
  pending: PageViewEvent | null;
}

export const INITIAL_MEASUREMENT: MeasurementState = { consent: 'unknown', pending: null };

export interface Step {
  state: MeasurementState;
  /** The view to push now, if any. */
  push: PageViewEvent | null;
}

/** A page view is due (PAGE_VIEW_DELAY_MS after a route change or the first load). */
export function onPageView(state: MeasurementState, view: PageViewEvent): Step {
  if (state.consent === 'granted') return { state, push: view };
  if (state.consent === 'denied') return { state, push: null };
  return { state: { ...state, pending: view }, push: null };
}

/** The visitor chose (or a stored choice was read): measurement granted or not. */
export function onConsent(state: MeasurementState, granted: boolean): Step {
  if (!granted) return { state: { consent: 'denied', pending: null }, push: null };
  return { state: { consent: 'granted', pending: null }, push: state.pending };
}
