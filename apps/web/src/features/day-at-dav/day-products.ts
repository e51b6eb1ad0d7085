import type { DayProduct, DayResponse, Locale } from '@dav/contract';
import { DAY_PRODUCT_KINDS, type DayProductKind } from '@dav/rules';
import { formatEuros } from '../coworking/format-euros';
import type { Translate } from '@/lib/i18n/translator';

/** A product as the slider shows it: its price already worded; its other languages and share texts are the detail page's. */
export interface DayCard extends Omit<DayProduct, 'price_per_day' | 'translations' | 'seo'> {
  price: string | null;
}

export type DayCatalogue = Record<DayProductKind, DayCard[]>;

/** The response's list of each kind of product. */
const LIST_OF_KIND = {
  theme: 'themes',
  room: 'rooms',
  lunch: 'lunches',
  goodie: 'goodies',
} as const satisfies Record<DayProductKind, keyof DayResponse>;

/** A room's price per day in the page's language (`€450 excl. VAT per day`), or null: no price shown. */
export function dayPrice(pricePerDay: number | null, locale: Locale, t: Translate): string | null {
  return pricePerDay === null ? null : t('day.pricePerDay', { price: formatEuros(pricePerDay, locale) });
}

/** The CMS's products by kind, in the slider's order, prices worded in the page's language. */
export function dayCatalogue(day: DayResponse, locale: Locale, t: Translate): DayCatalogue {
  const cards = (products: DayProduct[]): DayCard[] =>
    // The other languages' slugs and the share texts stay on the server: the island has no use for them.
    products.map(({ price_per_day, translations: _translations, seo: _seo, ...product }) => ({
      ...product,
      price: dayPrice(price_per_day, locale, t),
    }));
  return Object.fromEntries(
    DAY_PRODUCT_KINDS.map((kind) => [kind, cards(day[LIST_OF_KIND[kind]])]),
  ) as DayCatalogue;
}

/** The product a page's slug names, with its kind; null when no product of the day has it. */
export function findDayProduct(
  day: DayResponse,
  slug: string,
): { kind: DayProductKind; product: DayProduct } | null {
  for (const kind of DAY_PRODUCT_KINDS) {
    const product = day[LIST_OF_KIND[kind]].find((p) => p.slug === slug);
    if (product) return { kind, product };
  }
  return null;
}
