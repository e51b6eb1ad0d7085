import type { DayProduct, DayResponse, Locale } from '@dav/contract';
import type { DayProductKind } from '@dav/rules';
import { formatEuros } from '@/features/coworking/format-euros';
import type { Translate } from '@/lib/i18n/translator';

/** A product as the slider shows it: its price already worded. */
export interface DayCard extends Omit<DayProduct, 'price_per_day'> {
  price: string | null;
}

export type DayCatalogue = Record<DayProductKind, DayCard[]>;

/** The CMS's products by kind, in the slider's order, prices worded in the page's language. */
export function dayCatalogue(day: DayResponse, locale: Locale, t: Translate): DayCatalogue {
  const cards = (products: DayProduct[]): DayCard[] =>
    products.map(({ price_per_day, ...product }) => ({
      ...product,
      price:
        price_per_day === null ? null : t('day.pricePerDay', { price: formatEuros(price_per_day, locale) }),
    }));
  return {
    theme: cards(day.themes),
    room: cards(day.rooms),
    lunch: cards(day.lunches),
    goodie: cards(day.goodies),
  };
}
