import type { FormField } from '@dav/contract';
import { COWORKING_COUNT } from '../constants';
/** Coworking request (docs/product.md#shell, #forms-states, #constants): the mode comes from the URL hash, the price from the rates. */
export const COWORKING_MODES = ['day', 'week', 'month'] as const;
export type CoworkingMode = (typeof COWORKING_MODES)[number];

/**
 * Everything that depends on the mode, in one table: the URL hash that opens the request in that
 * mode (docs/product.md#shell), the count field the modal adds (docs/product.md#forms-definitions) and the rate of the CMS's coworking
 * content that prices it (docs/product.md#constants). The page, the CMS's check and the mails all read it here.
 */
export const COWORKING_MODE_TABLE = {
  day: { hash: 'demande-jour', countField: 'nb-day', rate: 'day_rate_price' },
  week: { hash: 'demande-semaine', countField: 'nb-week', rate: 'week_rate_price' },
  month: { hash: 'demande-mois', countField: 'nb-month', rate: 'month_rate_price' },
} as const satisfies Record<CoworkingMode, { hash: string; countField: `nb-${string}`; rate: string }>;

type ModeTable = typeof COWORKING_MODE_TABLE;
export type CoworkingRateKey = ModeTable[CoworkingMode]['rate'];

/** `#demande-jour` → day, `#demande-semaine` → week, `#demande-mois` → month; the `#` is optional. */
export function modeFromHash(hash: string): CoworkingMode | null {
  const bare = hash.replace(/^#/, '');
  return COWORKING_MODES.find((mode) => COWORKING_MODE_TABLE[mode].hash === bare) ?? null;
}

/** The link that opens the request in a mode: `#demande-jour`… */
export function requestHash(mode: CoworkingMode): `#${ModeTable[CoworkingMode]['hash']}` {
  return `#${COWORKING_MODE_TABLE[mode].hash}`;
}

/** The dynamic count field the modal adds for a mode (docs/product.md#forms-definitions). */
export function countFieldName(mode: CoworkingMode): ModeTable[CoworkingMode]['countField'] {
  return COWORKING_MODE_TABLE[mode].countField;
}

/** The three rates of the CMS's coworking content, keyed by mode as `coworkingPrice` takes them. */
export function ratesByMode(content: Record<CoworkingRateKey, number>): Record<CoworkingMode, number> {
  return {
    day: content[COWORKING_MODE_TABLE.day.rate],
    week: content[COWORKING_MODE_TABLE.week.rate],
    month: content[COWORKING_MODE_TABLE.month.rate],
  };
}

/** nb-day, nb-week and nb-month. */
export const COUNT_FIELD_NAMES = COWORKING_MODES.map(countFieldName);

/**
 * The count field of a mode (docs/product.md#forms-definitions, #forms-validation): a number from 0 to 12, starting at 0. The page adds it
 * to the request form and the CMS validates the submission with the same definition. Written out
 * whole (what the contract's FormFieldSchema gives) so that the browser needs no zod for it.
 */
export function coworkingCountField(mode: CoworkingMode, label: string): FormField {
  return {
    type: 'number',
    name: countFieldName(mode),
    label,
    placeholder: null,
    value: String(COWORKING_COUNT.min),
    options: [],
    min: COWORKING_COUNT.min,
    max: COWORKING_COUNT.max,
    step: 1,
    messageIfEmpty: null,
    messageIfInvalid: null,
    messageIfLargeFile: null,
    messageIfSnowden: null,
    condition: null,
    required: true,
  };
}

export interface CoworkingPriceInput {
  people: number;
  count: number;
  mode: CoworkingMode;
  /** The Coworking content's day_rate_price, week_rate_price, month_rate_price. */
  rates: Readonly<Record<CoworkingMode, number>>;
}

/**
 * people × count × the mode's rate. 0 when any factor is 0, and also when one is negative or not
 * a number (an input being edited reads as NaN): the title then shows no price (docs/product.md#forms-states). Rounded
 * to the cent, so decimal rates do not show float noise such as 36.300000000000004.
 */
export function coworkingPrice({ people, count, mode, rates }: CoworkingPriceInput): number {
  const factors = [people, count, rates[mode]];
  if (!factors.every((n) => Number.isFinite(n) && n > 0)) return 0;
  return Math.round(people * count * rates[mode] * 100) / 100;
}
