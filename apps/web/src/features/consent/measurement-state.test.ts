import { describe, expect, it } from 'vitest';
import { pageViewEvent } from '@dav/rules';
import { INITIAL_MEASUREMENT, onConsent, onPageView } from './measurement-state';

const home = pageViewEvent('/', 'fr');
const blog = pageViewEvent('/blog', 'fr');

describe('measurement state', () => {
  it('pushes nothing before the visitor chooses, then the page they accepted on, once', () => {
    const waiting = onPageView(INITIAL_MEASUREMENT, home);
    expect(waiting.push).toBeNull();
    const accepted = onConsent(waiting.state, true);
    expect(accepted.push).toEqual(home);
    expect(onConsent(accepted.state, true).push).toBeNull();
  });

  it('keeps only the latest page while waiting', () => {
    const waiting = onPageView(onPageView(INITIAL_MEASUREMENT, home).state, blog);
    expect(onConsent(waiting.state, true).push).toEqual(blog);
  });

  it('pushes every later view once granted', () => {
    const granted = onConsent(INITIAL_MEASUREMENT, true).state;
    expect(onPageView(granted, blog)).toEqual({ state: granted, push: blog });
  });

  it('pushes nothing after a refusal, and drops the waiting view', () => {
    const refused = onConsent(onPageView(INITIAL_MEASUREMENT, home).state, false);
    expect(refused.push).toBeNull();
    expect(onPageView(refused.state, blog).push).toBeNull();
    expect(onConsent(refused.state, true).push).toBeNull();
  });

  it('stops pushing when a visitor withdraws their consent', () => {
    const withdrawn = onConsent(onConsent(INITIAL_MEASUREMENT, true).state, false).state;
    expect(onPageView(withdrawn, blog).push).toBeNull();
  });
});
