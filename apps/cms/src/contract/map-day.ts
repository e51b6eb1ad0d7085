import type { DayProduct, DayResponse } from '@dav/contract';
import type { DayAtDav } from '../payload-types';
import { mapImage } from './map-image';

type Row = NonNullable<DayAtDav['rooms']>[number];

const price = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** A step's rows → products; a row without an id or a title in that language is left out. */
function mapProducts(rows: Row[] | null | undefined): DayProduct[] {
  return (rows ?? []).flatMap((row) =>
    row.id && row.title?.trim()
      ? [
          {
            id: row.id,
            title: row.title,
            text: row.text ?? '',
            image: mapImage(row.image),
            price_per_day: price(row.pricePerDay),
          },
        ]
      : [],
  );
}

/** The day-at-DAV global (depth 1, media populated) → contract day content. */
export function mapDay(doc: DayAtDav): DayResponse {
  return {
    intro: { title: doc.intro?.title ?? '', text: doc.intro?.text ?? '' },
    themes: mapProducts(doc.themes),
    rooms: mapProducts(doc.rooms),
    lunches: mapProducts(doc.lunches),
    goodies: mapProducts(doc.goodies),
  };
}
