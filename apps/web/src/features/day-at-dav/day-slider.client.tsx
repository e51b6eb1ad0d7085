'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import type { FormDefinition, Locale } from '@dav/contract';
import {
  basketEntries,
  canSkip,
  dayReducer,
  DAY_PRODUCT_KINDS,
  DAY_SLIDER_STEPS,
  fillPlaceholders,
  INITIAL_DAY_STATE,
  kindOfStep,
  type DayProductKind,
} from '@dav/rules';
import { FormEngine } from '@/features/forms/form-engine.client';
import type { FormStrings } from '@/features/forms/form-strings';
import { DayProductCard } from './day-product-card';
import type { DayCatalogue } from './day-products';
import { isStill, readDeviceFlags } from '@/hooks/use-device-flags';
import type { DayStrings } from './day-strings';
import { QuantityField } from './quantity-field';
import styles from './day.module.css';

interface DaySliderProps {
  catalogue: DayCatalogue;
  /** The CMS's `day` form; null when it is missing, and then no booking can be sent. */
  definition: FormDefinition | null;
  locale: Locale;
  strings: DayStrings;
  formStrings: FormStrings;
}

const STEPS = Array.from({ length: DAY_SLIDER_STEPS }, (_, i) => i + 1);
const headingId = (step: number) => `day-step-${step}-title`;

/**
 * The 5-step slider of docs/product.md#a-day-at-dav: themes, room, lunch, goodies, then the basket
 * and the booking form. Every step stays mounted (hidden when not current), so the form keeps
 * what was typed when the visitor goes back. A step change moves focus to its heading and is
 * announced politely; the scroll is instant when the visitor prefers reduced motion.
 */
export function DaySlider({ catalogue, definition, locale, strings, formStrings }: DaySliderProps) {
  const [state, dispatch] = useReducer(dayReducer, INITIAL_DAY_STATE);
  const { step, basket, themeMissing } = state;
  const [announcement, setAnnouncement] = useState('');
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = document.getElementById(headingId(step));
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ behavior: isStill(readDeviceFlags()) ? 'auto' : 'smooth', block: 'start' });
    setAnnouncement(strings.announce[step - 1] ?? '');
  }, [step, strings]);

  const chosen = (id: string) => basket.find((item) => item.id === id);
  const titleOf = (kind: DayProductKind, id: string) =>
    catalogue[kind].find((product) => product.id === id)?.title ?? '';

  const productStep = (kind: DayProductKind) => (
    <>
      {catalogue[kind].length === 0 ? <p>{strings.empty}</p> : null}
      <ul className={styles.products}>
        {catalogue[kind].map((product) => {
          const item = chosen(product.id);
          return (
            <DayProductCard key={product.id} product={product} chosen={item !== undefined}>
              <button
                type="button"
                className={item ? 'button' : 'button button-ghost'}
                aria-pressed={item !== undefined}
                onClick={() => dispatch({ type: 'toggle', id: product.id, kind })}
              >
                {item ? strings.selected : strings.select}
                <span className="visually-hidden"> {product.title}</span>
              </button>
              {item && kind !== 'theme' ? (
                <QuantityField
                  item={item}
                  label={strings.quantity[kind]}
                  hint={strings.quantityHint[kind]}
                  onChange={(quantity) => dispatch({ type: 'quantity', id: product.id, quantity })}
                />
              ) : null}
            </DayProductCard>
          );
        })}
      </ul>
    </>
  );

  const summary = (
    <>
      <h3 className={styles.summaryTitle}>{strings.summaryTitle}</h3>
      <dl className={styles.summary}>
        {DAY_PRODUCT_KINDS.map((kind) => {
          const items = basket.filter((item) => item.kind === kind);
          return (
            <div key={kind}>
              <dt>{strings.kinds[kind]}</dt>
              {items.length === 0 ? <dd>{strings.none}</dd> : null}
              {items.map((item) => (
                <dd key={item.id}>
                  {kind === 'theme'
                    ? titleOf(kind, item.id)
                    : fillPlaceholders(strings.summaryLine, {
                        title: titleOf(kind, item.id),
                        label: strings.quantity[kind],
                        quantity: item.quantity.toLocaleString(locale),
                      })}
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
      {definition ? (
        <>
          <h3 className={styles.summaryTitle}>{strings.formTitle}</h3>
          <FormEngine
            definition={definition}
            locale={locale}
            strings={formStrings}
            fixedValues={{ basket: basketEntries(basket) }}
          />
        </>
      ) : null}
    </>
  );

  return (
    <section className={styles.slider} aria-label={strings.label} data-day-slider="">
      <ol className={styles.progress}>
        {STEPS.map((n) => (
          <li key={n} aria-current={n === step ? 'step' : undefined} data-done={n < step || undefined}>
            <span aria-hidden="true">{strings.headings[n - 1]}</span>
            <span className="visually-hidden">{strings.announce[n - 1]}</span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {STEPS.map((n) => {
        const kind = kindOfStep(n);
        return (
          <div
            key={n}
            className={styles.step}
            hidden={n !== step}
            aria-labelledby={headingId(n)}
            role="group"
          >
            <p className={styles.counter}>{strings.progress[n - 1]}</p>
            <h2 id={headingId(n)} tabIndex={-1} className={styles.stepTitle}>
              {strings.headings[n - 1]}
            </h2>
            {kind ? productStep(kind) : summary}
            {n === 1 && themeMissing ? (
              <p role="alert" className={styles.alert}>
                {strings.themeMissing}
              </p>
            ) : null}
            <div className={styles.actions}>
              {n > 1 ? (
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => dispatch({ type: 'back' })}
                >
                  {strings.back}
                </button>
              ) : null}
              {canSkip(n) ? (
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => dispatch({ type: 'skip' })}
                >
                  {strings.skip}
                </button>
              ) : null}
              {n < DAY_SLIDER_STEPS ? (
                <button type="button" className="button" onClick={() => dispatch({ type: 'next' })}>
                  {strings.next}
                </button>
              ) : null}
            </div>
          </div>
        );
      })}
    </section>
  );
}
