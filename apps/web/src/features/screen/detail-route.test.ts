import { describe, expect, it } from 'vitest';
import { detailRoute } from './detail-route';

describe('detailRoute', () => {
  it('reads an offer and its /script variant', () => {
    expect(detailRoute('data-engineer')).toEqual({ slug: 'data-engineer', script: false });
    expect(detailRoute('data-engineer', [])).toEqual({ slug: 'data-engineer', script: false });
    expect(detailRoute('data-engineer', ['script'])).toEqual({ slug: 'data-engineer', script: true });
    expect(detailRoute('script', ['script'])).toEqual({ slug: 'script', script: true });
  });

  it('finds nothing deeper, or under a slug the CMS cannot hold', () => {
    expect(detailRoute('a', ['b'])).toBeNull();
    expect(detailRoute('a', ['script', 'script'])).toBeNull();
    expect(detailRoute('Data_Engineer')).toBeNull();
    expect(detailRoute('%E0%A4%A')).toBeNull();
  });
});
