import { describe, expect, it } from 'vitest';
import { offerRoute } from './offer-route';

describe('offerRoute', () => {
  it('reads an offer and its /script variant', () => {
    expect(offerRoute('data-engineer')).toEqual({ slug: 'data-engineer', script: false });
    expect(offerRoute('data-engineer', [])).toEqual({ slug: 'data-engineer', script: false });
    expect(offerRoute('data-engineer', ['script'])).toEqual({ slug: 'data-engineer', script: true });
    expect(offerRoute('script', ['script'])).toEqual({ slug: 'script', script: true });
  });

  it('finds nothing deeper, or under a slug the CMS cannot hold', () => {
    expect(offerRoute('a', ['b'])).toBeNull();
    expect(offerRoute('a', ['script', 'script'])).toBeNull();
    expect(offerRoute('Data_Engineer')).toBeNull();
    expect(offerRoute('%E0%A4%A')).toBeNull();
  });
});
