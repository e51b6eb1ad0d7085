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
  /** The quantity a text stands for, or null while it is empty or not one this kind accepts. */
  const quantityOf = (value: string) => {
    const quantity = Number(value.replace(',', '.'));
    return value.trim() !== '' && isValidQuantity(item.kind, quantity) ? quantity : null;
  };
  const valid = quantityOf(text) !== null;
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
          const quantity = quantityOf(event.target.value);
          if (quantity !== null) onChange(quantity);
        }}
        onBlur={() => setText(String(item.quantity))}
      />
      <p id={`${id}-hint`} className={valid ? styles.hint : styles.hintInvalid}>
        {hint}
      </p>
    </div>
  );
}
