import { describe, expect, it } from 'vitest';
import { OfferSearchQuerySchema } from './offers';
import { offerTags, offersTags, CacheTagSchema } from './revalidate';

describe('OfferSearchQuerySchema', () => {
  it('reads an empty query as every offer, page 1', () => {
    expect(OfferSearchQuerySchema.parse({})).toEqual({ q: '', page: 1 });
    expect(OfferSearchQuerySchema.parse({ q: '  data  ', expertise: '', subsidiary: '' })).toEqual({
      q: 'data',
      page: 1,
    });
  });

  it('keeps slugs and a page number given as text', () => {
    expect(OfferSearchQuerySchema.parse({ expertise: 'data-ai', subsidiary: 'dav-lyon', page: '3' })).toEqual(
      {
        q: '',
        expertise: 'data-ai',
        subsidiary: 'dav-lyon',
        page: 3,
      },
    );
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: '51' }, 'page'],
    [{ expertise: 'Data AI' }, 'expertise'],
    [{ subsidiary: '../x' }, 'subsidiary'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('refuses %j, naming %s', (input, field) => {
    const result = OfferSearchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('offers cache tags', () => {
  it('are tags the revalidation accepts', () => {
    for (const tag of [...offersTags('fr'), ...offerTags('de', 'dateningenieur-m-w-d')]) {
      expect(CacheTagSchema.safeParse(tag).success).toBe(true);
    }
  });
});
