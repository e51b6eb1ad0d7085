import { describe, expect, it } from 'vitest';
import { offersSearchHref, readSearchQuery } from './search-url';

describe('readSearchQuery', () => {
  it('reads the search from the query string', () => {
    expect(readSearchQuery({ q: ' data ', expertise: 'data-ai', subsidiary: 'dav-lyon', page: '2' })).toEqual(
      {
        q: 'data',
        expertise: 'data-ai',
        subsidiary: 'dav-lyon',
        page: 2,
      },
    );
    expect(readSearchQuery({})).toEqual({ q: '', page: 1 });
    expect(readSearchQuery({ q: ['a', 'b'] })).toEqual({ q: 'a', page: 1 });
  });

  it('reads a refused parameter as its default and keeps the others', () => {
    expect(readSearchQuery({ q: 'dev', page: '-3', expertise: 'Not a slug' })).toEqual({ q: 'dev', page: 1 });
    expect(readSearchQuery({ q: 'x'.repeat(500), subsidiary: 'dav-lyon' })).toEqual({
      q: '',
      subsidiary: 'dav-lyon',
      page: 1,
    });
  });
});

describe('offersSearchHref', () => {
  it('leaves out what is empty, and page 1', () => {
    expect(offersSearchHref({ q: '', page: 1 })).toBe('/nos-offres');
    expect(offersSearchHref({ q: 'dév ops', expertise: 'data-ai', page: 2 }, 'offre-13')).toBe(
      '/nos-offres?q=d%C3%A9v+ops&expertise=data-ai&page=2#offre-13',
    );
  });
});
