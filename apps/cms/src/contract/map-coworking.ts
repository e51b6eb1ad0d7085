import type { CoworkingResponse } from '@dav/contract';
import type { Coworking } from '../payload-types';
import { mapImages } from '../fields/map-image';

const rate = (value: number | null | undefined) => (typeof value === 'number' && value >= 0 ? value : 0);

/** The coworking global (depth 1, media populated) → contract coworking content. */
export function mapCoworking(doc: Coworking): CoworkingResponse {
  return {
    day_rate_price: rate(doc.dayRatePrice),
    week_rate_price: rate(doc.weekRatePrice),
    month_rate_price: rate(doc.monthRatePrice),
    form_title: doc.formTitle ?? '',
    form_message: doc.formMessage ?? '',
    presentation: { title: doc.presentation?.title ?? '', text: doc.presentation?.text ?? '' },
    gallery: mapImages(doc.gallery),
    details: (doc.details ?? []).map((detail, index) => ({
      id: detail.id ?? `detail-${index}`,
      label: detail.label,
      text: detail.text,
    })),
    address: doc.address ?? '',
    itinerary_url: doc.itineraryUrl || null,
  };
}
