import { isSlug, LOCALES, type DayProduct, type DayResponse, type Locale, type Seo } from '@dav/contract';
import { slugify } from '../fields/format-slug';
import { DAY_PRODUCT_ARRAYS } from '../globals/day-at-dav';
import type { DayAtDav } from '../payload-types';
import { mapImage } from '../fields/map-image';
import { mapSeo } from './map-seo';

type Row = NonNullable<DayAtDav['rooms']>[number];
type Localized<T> = Partial<Record<Locale, T | null>> | null | undefined;

/** A product row read with `locale: 'all'`: its localized fields by language. */
export interface DayRowInAllLocales {
  id?: string | null;
  title?: Localized<string>;
  slug?: Localized<string>;
  seo?: { title?: Localized<string>; description?: Localized<string> } | null;
}

/** The global read with `locale: 'all'` (only the rows' ids, titles, slugs and SEO texts are needed). */
export type DayInAllLocales = Partial<
  Record<(typeof DAY_PRODUCT_ARRAYS)[number], DayRowInAllLocales[] | null | undefined>
>;

const price = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * A product's slug in one language: the stored one, else what the CMS makes from the title when
 * the row is saved (a row saved before products had slugs), else its id; null without a title.
 */
function slugOf(
  id: string,
  title: string | null | undefined,
  slug: string | null | undefined,
): string | null {
  if (!title?.trim()) return null;
  if (isSlug(slug)) return slug;
  const made = slugify(title);
  if (isSlug(made)) return made;
  return isSlug(id) ? id : null;
}

/** Row id → the row read in every language. */
function rowsById(all: DayInAllLocales | undefined): Map<string, DayRowInAllLocales> {
  const byId = new Map<string, DayRowInAllLocales>();
  for (const name of DAY_PRODUCT_ARRAYS) {
    const rows = all?.[name];
    for (const row of Array.isArray(rows) ? rows : []) if (row.id) byId.set(row.id, row);
  }
  return byId;
}

/** A row's slug in each language it has a title in. */
function slugsOf(row: DayRowInAllLocales | undefined): Map<Locale, string> {
  const slugs = new Map<Locale, string>();
  for (const lang of LOCALES) {
    const slug = row?.id ? slugOf(row.id, row.title?.[lang], row.slug?.[lang]) : null;
    if (slug) slugs.set(lang, slug);
  }
  return slugs;
}

/**
 * The product's SEO in `locale`: only that language's SEO texts. Payload's fallback would otherwise
 * put the French share title over the English page of a product whose English SEO is empty (the
 * page's own title and text are then used instead).
 */
function seoOf(row: Row, locale: Locale, own: DayRowInAllLocales | undefined): Seo {
  const seo = mapSeo(row.seo);
  if (!own) return seo;
  return {
    ...seo,
    title: own.seo?.title?.[locale] || null,
    description: own.seo?.description?.[locale] || null,
  };
}

/**
 * A step's rows → products. A row without an id or a title of its own in that language is left
 * out: a product exists in a language once translated there (docs/product.md#translations), and
 * its page is that language's 404 until then.
 */
function mapProducts(
  rows: Row[] | null | undefined,
  locale: Locale,
  all: Map<string, DayRowInAllLocales>,
): DayProduct[] {
  return (rows ?? []).flatMap((row) => {
    if (!row.id || !row.title?.trim()) return [];
    const own = all.get(row.id);
    const others = own ? slugsOf(own) : undefined;
    if (others && !others.has(locale)) return [];
    const slug = others?.get(locale) ?? slugOf(row.id, row.title, row.slug);
    if (!slug) return [];
    return [
      {
        id: row.id,
        slug,
        translations: [...(others ?? [])]
          .filter(([lang]) => lang !== locale)
          .map(([lang, other]) => ({ lang, slug: other })),
        title: row.title,
        text: row.text ?? '',
        image: mapImage(row.image),
        price_per_day: price(row.pricePerDay),
        seo: seoOf(row, locale, own),
      },
    ];
  });
}

/**
 * The day-at-DAV global (depth 1, media populated, in `locale`) → contract day content; `all`,
 * the same global in every language, gives each product its slugs in the other languages.
 */
export function mapDay(doc: DayAtDav, locale: Locale, all?: DayInAllLocales): DayResponse {
  const rows = rowsById(all);
  return {
    intro: { title: doc.intro?.title ?? '', text: doc.intro?.text ?? '' },
    themes: mapProducts(doc.themes, locale, rows),
    rooms: mapProducts(doc.rooms, locale, rows),
    lunches: mapProducts(doc.lunches, locale, rows),
    goodies: mapProducts(doc.goodies, locale, rows),
  };
}
