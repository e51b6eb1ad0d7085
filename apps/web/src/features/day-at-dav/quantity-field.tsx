'use client';

import { useState } from 'react';
import { DAY_QUANTITY, isValidQuantity, type DayBasketItem } from '@dav/rules';
import styles from './day.module.css';

interface QuantityFieldProps {
  item: DayBasketItem;
  label: string;
  hint: string;
  onChange: (quantity: number) => void;
}

/**
 * The quantity of a chosen product (docs/product.md#a-day-at-dav): a number input by its kind's
 * step and bounds. What is typed is kept while it is being typed; only a valid quantity reaches
 * the basket, and leaving the field shows the basket's again.
 */
export function QuantityField({ item, label, hint, onChange }: QuantityFieldProps) {
  const { min, max, step } = DAY_QUANTITY[item.kind];
  const [text, setText] = useState(String(item.quantity));
  const typed = Number(text.replace(',', '.'));
  const valid = text.trim() !== '' && isValidQuantity(item.kind, typed);
  const id = `day-quantity-${item.id}`;
  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-invalid={!valid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          const value = Number(event.target.value.replace(',', '.'));
          if (event.target.value.trim() !== '' && isValidQuantity(item.kind, value)) onChange(value);
        }}
        onBlur={() => setText(String(item.quantity))}
      />
      <p id={`${id}-hint`} className={valid ? styles.hint : styles.hintInvalid}>
        {hint}
      </p>
    </div>
  );
}
