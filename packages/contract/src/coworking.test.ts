import { describe, expect, it } from 'vitest';
import { CoworkingResponseSchema } from './coworking';

const valid = {
  day_rate_price: 25,
  week_rate_price: 110,
  month_rate_price: 390,
  form_title: 'Réserver un poste',
  form_message: 'Nous revenons vers vous sous 48 h.',
  presentation: { title: 'Coworking', text: 'Un espace ouvert.' },
  gallery: [{ url: '/api/media/file/a.webp', alt: 'Open space', width: 1200, height: 800 }],
  details: [{ id: 'wifi', label: 'Wi-Fi', text: 'Fibre' }],
  address: '12 rue de la République\n69002 Lyon',
  itinerary_url: null,
};

describe('CoworkingResponseSchema', () => {
  it('accepts the coworking content', () => {
    expect(CoworkingResponseSchema.parse(valid)).toEqual(valid);
  });

  it('rejects a rate that is not a non-negative number', () => {
    expect(() => CoworkingResponseSchema.parse({ ...valid, day_rate_price: '25' })).toThrow();
    expect(() => CoworkingResponseSchema.parse({ ...valid, week_rate_price: -1 })).toThrow();
  });
});
