import { describe, expect, it } from 'vitest';
import type { DayProduct, DayResponse } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { dayCatalogue, findDayProduct } from './day-products';

const product = (id: string, slug: string, price: number | null = null): DayProduct => ({
  id,
  slug,
  translations: [{ lang: 'en', slug: `${slug}-en` }],
  title: slug,
  text: '',
  image: null,
  price_per_day: price,
  seo: { title: `${slug} shared`, description: null, image: null },
});

const day: DayResponse = {
  intro: { title: '', text: '' },
  themes: [product('t1', 'innovation')],
  rooms: [product('r1', 'salle-agora', 450)],
  lunches: [product('l1', 'buffet-lyonnais')],
  goodies: [product('g1', 'mug-dav')],
};

const t: Translate = (key, values) => (key === 'day.pricePerDay' ? `${values?.price} HT par jour` : key);

describe('the products of the day', () => {
  it('finds a product by its slug, with its kind', () => {
    expect(findDayProduct(day, 'salle-agora')).toEqual({ kind: 'room', product: day.rooms[0] });
    expect(findDayProduct(day, 'mug-dav')?.kind).toBe('goodie');
    expect(findDayProduct(day, 'innovation-en')).toBeNull();
    expect(findDayProduct(day, 'atlantis')).toBeNull();
  });

  it('gives the slider each kind in order, prices worded, without the other languages', () => {
    const catalogue = dayCatalogue(day, 'fr', t);
    expect(Object.keys(catalogue)).toEqual(['theme', 'room', 'lunch', 'goodie']);
    expect(catalogue.room[0]).toEqual({
      id: 'r1',
      slug: 'salle-agora',
      title: 'salle-agora',
      text: '',
      image: null,
      price: '450\u00a0€ HT par jour',
    });
    expect(catalogue.theme[0]!.price).toBeNull();
  });
});
