import { describe, expect, it } from 'vitest';
import { offersRoute } from './offers-route';

describe('offersRoute', () => {
  it('reads the search, an offer and their /script variants', () => {
    expect(offersRoute([])).toEqual({ kind: 'search', script: false });
    expect(offersRoute(['script'])).toEqual({ kind: 'search', script: true });
    expect(offersRoute(['data-engineer'])).toEqual({ kind: 'offer', slug: 'data-engineer', script: false });
    expect(offersRoute(['data-engineer', 'script'])).toEqual({
      kind: 'offer',
      slug: 'data-engineer',
      script: true,
    });
    expect(offersRoute(['script', 'script'])).toEqual({ kind: 'offer', slug: 'script', script: true });
  });

  it('finds nothing deeper, or under a slug the CMS cannot hold', () => {
    expect(offersRoute(['a', 'b'])).toBeNull();
    expect(offersRoute(['Data_Engineer'])).toBeNull();
    expect(offersRoute(['%E0%A4%A'])).toBeNull();
  });
});
