import { describe, expect, it } from 'vitest';
import { mapDay } from '@/contract/map-day';
import type { DayAtDav } from '@/payload-types';

const ID = '0123456789abcdef01234567';

const doc = (rows: NonNullable<DayAtDav['themes']>): DayAtDav => ({
  id: 1,
  intro: { title: 'Une journée', text: 'Composez-la.' },
  themes: rows,
  rooms: [],
  lunches: [],
  goodies: [],
});

describe('mapDay', () => {
  it('gives a product its slug here and in each other language it has a title in', () => {
    const day = mapDay(doc([{ id: ID, title: 'Salle Agora', slug: 'salle-agora' }]), 'fr', {
      themes: [
        {
          id: ID,
          title: { fr: 'Salle Agora', en: 'Agora room', es: null, de: 'Raum Agora' },
          slug: { fr: 'salle-agora', en: 'agora-room', es: 'sala-agora', de: null },
        },
      ],
    });
    expect(day.themes[0]).toMatchObject({
      slug: 'salle-agora',
      // No Spanish title: no Spanish page. A German title without its slug yet: made from it.
      translations: [
        { lang: 'en', slug: 'agora-room' },
        { lang: 'de', slug: 'raum-agora' },
      ],
    });
  });

  it('makes the slug of a row saved before products had one from its title, else its id', () => {
    const day = mapDay(
      doc([
        { id: ID, title: 'Données et IA', slug: null },
        { id: 'fedcba9876543210fedcba98', title: '日本', slug: null },
        { id: 'no', title: '   ' },
      ]),
      'fr',
    );
    expect(day.themes.map((p) => [p.slug, p.translations])).toEqual([
      ['donnees-et-ia', []],
      ['fedcba9876543210fedcba98', []],
    ]);
  });

  it('leaves out a product with no title of its own in the language (never shown in French instead)', () => {
    // Read in English, Payload's fallback gives the row its French title and slug.
    const row = { id: ID, title: 'Innovation', slug: 'innovation' };
    const all = (en: string | null) => ({
      themes: [{ id: ID, title: { fr: 'Innovation', en }, slug: { fr: 'innovation', en: null } }],
    });
    expect(mapDay(doc([row]), 'en', all(null)).themes).toEqual([]);
    expect(
      mapDay(doc([{ ...row, title: 'Innovation lab' }]), 'en', all('Innovation lab')).themes[0],
    ).toMatchObject({
      slug: 'innovation-lab',
      translations: [{ lang: 'fr', slug: 'innovation' }],
    });
  });

  it('gives a product its SEO texts in its own language only, never the fallback language’s', () => {
    const seo = { title: 'Salle Agora à Lyon', description: 'Une salle', image: null };
    const row = { id: ID, title: 'Agora room', slug: 'agora-room', seo };
    const all = (en: string | null) => ({
      themes: [
        {
          id: ID,
          title: { fr: 'Salle Agora', en: 'Agora room' },
          slug: { fr: 'salle-agora', en: 'agora-room' },
          seo: { title: { fr: seo.title, en }, description: { fr: seo.description, en: null } },
        },
      ],
    });
    // `row` was read in English with the fallback: its SEO texts are the French ones.
    expect(mapDay(doc([row]), 'en', all(null)).themes[0]!.seo).toEqual({
      title: null,
      description: null,
      image: null,
    });
    expect(mapDay(doc([row]), 'en', all('Agora room in Lyon')).themes[0]!.seo.title).toBe(
      'Agora room in Lyon',
    );
  });
});
