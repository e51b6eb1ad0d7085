import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Locale } from '@dav/contract';
import {
  calendarDayIn,
  COMPANY_TIME_ZONE,
  datepickerBounds,
  formatDateValue,
  isSelectableDate,
  parseDateValue,
} from '@dav/rules';
import type { FormStrings } from '../form-strings';
import {
  addMonths,
  clampDay,
  dayLabel,
  isLaterMonth,
  keyTarget,
  monthTitle,
  monthWeeks,
  sameDay,
  weekdayNames,
} from './calendar-grid';
import styles from '../form.module.css';

interface DateCalendarProps {
  value: string;
  locale: Locale;
  strings: FormStrings['datepicker'];
  /** The button that opened it: a click on it toggles, so it is not an "outside" click. */
  toggle: RefObject<HTMLButtonElement | null>;
  onPick: (value: string) => void;
  /** `restoreFocus`: give the focus back to the toggle (Escape, close button). */
  onClose: (restoreFocus: boolean) => void;
}

/**
 * The calendar popup (WAI-ARIA APG date picker dialog, non-modal): a grid of the month's days,
 * Monday first; weekends and days outside today..+365 are announced unavailable and cannot be
 * picked; arrows, Home/End, PageUp/PageDown (+Shift for a year), Enter/Space, Escape. Written here
 * rather than taken from a library: it is ~150 lines with its grid helpers, holds exactly the SPEC's
 * rules from @dav/rules, and is only loaded when opened.
 */
export function DateCalendar({ value, locale, strings, toggle, onPick, onClose }: DateCalendarProps) {
  const { today, min, max } = useMemo(() => {
    const now = calendarDayIn(new Date(), COMPANY_TIME_ZONE);
    return { today: now, ...datepickerBounds(now) };
  }, []);
  const picked = parseDateValue(value);
  const [focused, setFocused] = useState(() => clampDay(picked ?? min, min, max));
  const root = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const names = useMemo(() => weekdayNames(locale), [locale]);

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused.getTime()}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose, toggle]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (!(event.target instanceof HTMLElement) || !event.target.dataset.day) return;
    const target = keyTarget(event.key, event.shiftKey, focused);
    if (target === null) return;
    event.preventDefault();
    setFocused(clampDay(target, min, max));
  };

  const showMonth = (months: number) => setFocused(clampDay(addMonths(focused, months), min, max));

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-label={strings.dialog}
      className={styles.calendar}
      onKeyDown={onKeyDown}
    >
      <div className={styles.calendarHead}>
        <button
          type="button"
          className={styles.calendarNav}
          aria-label={strings.previousMonth}
          disabled={!isLaterMonth(focused, min)}
          onClick={() => showMonth(-1)}
        >
          ‹
        </button>
        <p id={headingId} className={styles.calendarTitle} aria-live="polite">
          {monthTitle(focused, locale)}
        </p>
        <button
          type="button"
          className={styles.calendarNav}
          aria-label={strings.nextMonth}
          disabled={!isLaterMonth(max, focused)}
          onClick={() => showMonth(1)}
        >
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={headingId} className={styles.calendarGrid}>
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)!.getTime()}>
              {week.map((day, index) => {
                if (day === null) return <td key={`blank-${index}`} />;
                const selectable = isSelectableDate(day, today);
                const selected = picked !== null && sameDay(day, picked);
                return (
                  <td key={day.getTime()} aria-selected={selected}>
                    <button
                      type="button"
                      data-day={day.getTime()}
                      tabIndex={sameDay(day, focused) ? 0 : -1}
                      aria-disabled={!selectable || undefined}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      aria-label={
                        selectable
                          ? dayLabel(day, locale)
                          : `${dayLabel(day, locale)}, ${strings.unavailable}`
                      }
                      className={styles.day}
                      onClick={() =>
                        selectable ? onPick(formatDateValue(day)) : setFocused(clampDay(day, min, max))
                      }
                    >
                      {day.getUTCDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className={styles.calendarClose} onClick={() => onClose(true)}>
        {strings.close}
      </button>
    </div>
  );
}
