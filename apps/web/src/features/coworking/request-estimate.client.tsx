'use client';

import type { Locale } from '@dav/contract';
import { coworkingPrice, countFieldName, textOf, type CoworkingMode, type CoworkingPriceInput, type FormValues } from '@dav/rules';
import { formatEuros } from './format-euros';
import { useSettled } from './use-settled';
import styles from './request-modal.module.css';

/** How long the typed numbers must rest before the live region speaks the estimate. */
const ANNOUNCE_AFTER_MS = 800;

export interface EstimateStrings {
  formTitle: string;
  formMessage: string;
  /** Holds `{price}`. */
  estimate: string;
  /** The excl. VAT and canteen fee note, already worded. */
  note: string;
}

interface RequestEstimateProps {
  titleId: string;
  mode: CoworkingMode;
  values: FormValues;
  rates: CoworkingPriceInput['rates'];
  locale: Locale;
  strings: EstimateStrings;
}

/**
 * The modal's title (SPEC 4): the CMS form title while the price is 0, then the estimate
 * people × count × rate (SPEC 9), excl. VAT, with the canteen note; told politely to screen readers.
 */
export function RequestEstimate({ titleId, mode, values, rates, locale, strings }: RequestEstimateProps) {
  const price = coworkingPrice({
    people: Number(textOf(values['nb-people'])),
    count: Number(textOf(values[countFieldName(mode)])),
    mode,
    rates,
  });
  const estimate = price > 0 ? strings.estimate.replace('{price}', formatEuros(price, locale)) : null;
  const announced = useSettled(estimate, ANNOUNCE_AFTER_MS);
  return (
    <div className={styles.heading}>
      <h2 id={titleId} className={styles.title}>
        {estimate ?? strings.formTitle}
      </h2>
      <p className={styles.message}>{strings.formMessage}</p>
      {estimate ? <p className={styles.note}>{strings.note}</p> : null}
      <p className="visually-hidden" aria-live="polite">
        {announced ? `${announced}. ${strings.note}` : ''}
      </p>
    </div>
  );
}
