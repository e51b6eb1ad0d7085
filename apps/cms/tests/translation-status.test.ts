import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { statusesOf } from '@/translations/status';
import { localizedPart, missingFields, pickLocale, pictureIds, stableJson } from '@/translations/walk';

const FIELDS: Field[] = [
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'cover', type: 'upload', relationTo: 'media' },
  {
    name: 'seo',
    type: 'group',
    fields: [{ name: 'title', type: 'text', localized: true }],
  },
  {
    name: 'content',
    type: 'blocks',
    localized: true,
    blocks: [
      {
        slug: 'hero',
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'image', type: 'upload', relationTo: 'media' },
        ],
      },
    ],
  },
  {
    name: 'options',
    type: 'array',
    fields: [{ name: 'label', type: 'text', localized: true, required: true }],
  },
];

const ALL = {
  title: { fr: 'Titre', en: 'Title' },
  cover: 7,
  seo: { title: { fr: 'SEO' } },
  content: { fr: [{ blockType: 'hero', title: 'Héros', image: 9 }], en: [{ blockType: 'hero', title: '' }] },
  options: [{ id: 'a', label: { fr: 'Oui', en: 'Yes' } }],
};

const none = { missing: false, empty: false };

describe('translation statuses', () => {
  it('names the required fields a language leaves empty, in localized blocks and in shared arrays', () => {
    expect(missingFields(FIELDS, pickLocale(FIELDS, ALL, 'fr'))).toEqual([]);
    expect(missingFields(FIELDS, pickLocale(FIELDS, ALL, 'en')).map((m) => m.path)).toEqual([
      'content.0.title',
    ]);
    expect(missingFields(FIELDS, pickLocale(FIELDS, ALL, 'es')).map((m) => m.path)).toEqual([
      'title',
      'options.0.label',
    ]);
  });

  it('finds the pictures each language shows: shared ones in all, a block’s only in its own', () => {
    expect([...pictureIds(FIELDS, pickLocale(FIELDS, ALL, 'fr'))].sort()).toEqual(['7', '9']);
    expect([...pictureIds(FIELDS, pickLocale(FIELDS, ALL, 'en'))]).toEqual(['7']);
  });

  it('compares a language’s values whatever the key order or empty values the database gives back', () => {
    const fr = localizedPart(FIELDS, pickLocale(FIELDS, ALL, 'fr'));
    const reordered = JSON.parse(JSON.stringify({ ...fr, seo: { title: 'SEO' }, extra: null })) as object;
    expect(stableJson(reordered)).toBe(stableJson(fr));
    expect(stableJson(localizedPart(FIELDS, pickLocale(FIELDS, ALL, 'de')))).toBe('null');
  });

  it('calls a language older than French only when French was edited after it, and it has text of its own', () => {
    const state = {
      fr: none,
      en: none,
      es: { missing: true, empty: true },
      de: { missing: false, empty: true },
    };
    expect(statusesOf(state, { fr: '2026-01-02T00:00:00Z', en: '2026-01-01T00:00:00Z', de: null })).toEqual({
      fr: 'complete',
      en: 'stale',
      es: 'missing',
      de: 'complete',
    });
    expect(statusesOf(state, { fr: '2026-01-01T00:00:00Z', en: '2026-01-03T00:00:00Z' }).en).toBe('complete');
    expect(statusesOf(state, {}).en).toBe('complete');
  });
});
