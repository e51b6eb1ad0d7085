import { describe, expect, it } from 'vitest';
import { DayResponseSchema } from './day';

const product = {
  id: 'theme-innovation',
  slug: 'innovation',
  translations: [{ lang: 'en', slug: 'innovation' }],
  title: 'Innovation',
  text: 'Un atelier.',
  image: { url: '/api/media/file/a.webp', alt: 'Un atelier', width: 1200, height: 800 },
  price_per_day: null,
  seo: { title: null, description: null, image: null },
};
const valid = {
  intro: { title: 'Une journée chez DAV', text: 'Composez votre journée.' },
  themes: [product],
  rooms: [{ ...product, id: 'room-agora', price_per_day: 450 }],
  lunches: [],
  goodies: [],
};

describe('DayResponseSchema', () => {
  it('accepts the day content', () => {
    expect(DayResponseSchema.parse(valid)).toEqual(valid);
  });

  it('rejects an id the basket could not carry and a negative price', () => {
    expect(() => DayResponseSchema.parse({ ...valid, themes: [{ ...product, id: 'a:b' }] })).toThrow();
    expect(() => DayResponseSchema.parse({ ...valid, rooms: [{ ...product, price_per_day: -1 }] })).toThrow();
  });

  it('rejects a slug no path could carry, in the product or its translations', () => {
    expect(() =>
      DayResponseSchema.parse({ ...valid, themes: [{ ...product, slug: 'Not A Slug' }] }),
    ).toThrow();
    expect(() =>
      DayResponseSchema.parse({
        ...valid,
        themes: [{ ...product, translations: [{ lang: 'de', slug: 'über' }] }],
      }),
    ).toThrow();
  });
});
