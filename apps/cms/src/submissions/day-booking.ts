import type { FormDefinition, Locale } from '@dav/contract';
import {
  checkDayBasket,
  DAY_BOOKING_PEOPLE,
  DAY_TIME_ORDER_MESSAGE,
  dayBasketMessage,
  QUANTITY_STEP,
  listOf,
  textOf,
  type DayProductKind,
  type FormValues,
} from '@dav/rules';
import type { Payload } from 'payload';
import { errorJson } from '../lib/respond';

/** The hidden field of the `day` form that carries the basket, `{id}:{quantity}` per product. */
export const BASKET_FIELD = 'basket';

const KIND_OF_ARRAY = { themes: 'theme', rooms: 'room', lunches: 'lunch', goodies: 'goodie' } as const;

/**
 * The number of people is a whole number from 1 to 99 whatever the definition says
 * (DAY_BOOKING_PEOPLE, QUANTITY_STEP): an edited form cannot widen what a booking may ask for.
 * The form rules check the bounds and the step, in the browser and here.
 */
export function withDayBounds(definition: FormDefinition): FormDefinition {
  return {
    ...definition,
    fields: definition.fields.map((field) =>
      field.name === 'people' && field.type === 'number'
        ? { ...field, min: DAY_BOOKING_PEOPLE.min, max: DAY_BOOKING_PEOPLE.max, step: QUANTITY_STEP }
        : field,
    ),
  };
}

/**
 * The basket against the products the CMS holds now (ids, quantities by kind, one theme or
 * more, one room at most) and the times in order; kept as staff read it: `{title} × {quantity}
 * [{id}]`, in the booking's language. A refusal is a 422 on the field, in that language.
 */
export async function refineDayBooking(
  values: FormValues,
  { payload, locale }: { payload: Payload; locale: Locale },
): Promise<FormValues | Response> {
  const start = textOf(values.timestart);
  const end = textOf(values.timeend);
  if (start && end && end <= start) return errorJson(422, { timeend: DAY_TIME_ORDER_MESSAGE[locale] });

  const doc = await payload.findGlobal({ slug: 'day-at-dav', locale, depth: 0 });
  const catalogue = new Map<string, DayProductKind>();
  const titles = new Map<string, string>();
  for (const [array, kind] of Object.entries(KIND_OF_ARRAY)) {
    for (const row of doc[array as keyof typeof KIND_OF_ARRAY] ?? []) {
      if (!row.id || !row.title?.trim()) continue;
      catalogue.set(row.id, kind);
      titles.set(row.id, row.title);
    }
  }
  const checked = checkDayBasket(listOf(values[BASKET_FIELD]), catalogue);
  if (!checked.ok) return errorJson(422, { [BASKET_FIELD]: dayBasketMessage(checked.error, locale) });
  return {
    ...values,
    [BASKET_FIELD]: checked.items.map(({ id, quantity }) => `${titles.get(id)} × ${quantity} [${id}]`),
  };
}
