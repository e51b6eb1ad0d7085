import type { Locale } from '@dav/contract';
import {
  coworkingPrice,
  countFieldName,
  textOf,
  type CoworkingMode,
  type CoworkingPriceInput,
  type FormValues,
} from '@dav/rules';
import { formatEuros } from './format-euros';

interface EstimateInput {
  mode: CoworkingMode;
  /** The form's values: nb-people and the mode's count are read from them. */
  values: FormValues;
  rates: CoworkingPriceInput['rates'];
  locale: Locale;
  /** The translated wording, holding `{price}`. */
  template: string;
}

/**
 * The modal title's estimate (docs/product.md#coworking-request, #constants): people × count × rate, worded; null while the price is
 * 0 (a factor missing, 0 or being typed), when the title stays the form's own.
 */
export function estimateText({ mode, values, rates, locale, template }: EstimateInput): string | null {
  const price = coworkingPrice({
    people: Number(textOf(values['nb-people'])),
    count: Number(textOf(values[countFieldName(mode)])),
    mode,
    rates,
  });
  return price > 0 ? template.replace('{price}', formatEuros(price, locale)) : null;
}
