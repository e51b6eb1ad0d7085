import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { textOf } from '@dav/rules';
import { useHydrated } from '@/hooks/use-hydrated';
import { describedBy, type FieldProps } from './field-props';
import { FieldFrame } from './field-frame';
import { nextIndex, typeaheadIndex } from './select-keys';
import styles from '../form.module.css';

export interface Choice {
  label: string;
  value: string;
}

/**
 * A select-only combobox (WAI-ARIA APG): a focusable combobox that opens a listbox; arrows, Home,
 * End, PageUp/PageDown, Enter/Space, Escape and type-ahead; it closes on Escape, on leaving it and
 * on a click outside (docs/product.md#forms-states). A custom control rather than a native <select> so the open list is
 * styled like the site and the outside-click rule is ours to keep. Until the page is hydrated
 * (and without JavaScript) it is a native <select> of the same name, so it can be chosen and sent
 * before the script runs; a choice made then is kept when the custom control takes over (the
 * engine reads it as the page hydrates).
 */
export function SelectField(props: FieldProps & { choices?: Choice[] }) {
  const { field, value, onChange, error, ids, strings } = props;
  const choices = props.choices ?? field.options;
  const selected = choices.findIndex((choice) => choice.value === textOf(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const listId = `${ids.control}-list`;
  const optionId = (index: number) => `${ids.control}-opt-${index}`;
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${ids.control}-opt-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, ids.control]);

  const show = (index: number) => {
    setActive(Math.max(0, Math.min(index, choices.length - 1)));
    setOpen(true);
  };
  const pick = (index: number) => {
    const choice = choices[index];
    if (choice) onChange(choice.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      typed.current = { text: now - typed.current.at < 700 ? typed.current.text + key : key, at: now };
      const found = typeaheadIndex(choices, typed.current.text, open ? active : selected);
      if (found !== -1) show(found);
      else if (!open) show(Math.max(selected, 0));
      return;
    }
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(key)) {
        event.preventDefault();
        const start = selected === -1 ? 0 : selected;
        show(key === 'Home' ? 0 : key === 'End' ? choices.length - 1 : start);
      }
      return;
    }
    if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'Enter' || key === ' ' || (key === 'ArrowUp' && event.altKey)) {
      event.preventDefault();
      pick(active);
    } else if (key === 'Tab') {
      pick(active);
    } else {
      const next = nextIndex(key, active, choices.length);
      if (next !== null) {
        event.preventDefault();
        setActive(next);
      }
    }
  };

  if (!hydrated) {
    return (
      <FieldFrame field={field} ids={ids} error={error} strings={strings}>
        <select
          id={ids.control}
          name={field.name}
          defaultValue={textOf(value)}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-required={field.required || undefined}
          aria-describedby={describedBy(error && ids.error)}
        >
          <option value="">{field.placeholder ?? strings.selectPlaceholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  }

  return (
    <FieldFrame field={field} ids={ids} error={error} strings={strings} nativeLabel={false}>
      <div ref={root} className={styles.select}>
        <div
          id={ids.control}
          role="combobox"
          tabIndex={0}
          className={styles.input}
          aria-controls={listId}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-labelledby={ids.label}
          aria-activedescendant={open ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={field.required || undefined}
          aria-describedby={describedBy(error && ids.error)}
          data-placeholder={selected === -1 ? '' : undefined}
          onClick={() => (open ? setOpen(false) : show(selected === -1 ? 0 : selected))}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {selected === -1 ? (field.placeholder ?? strings.selectPlaceholder) : choices[selected]!.label}
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={ids.label}
          tabIndex={-1}
          className={styles.listbox}
          hidden={!open}
        >
          {choices.map((choice, index) => (
            <li
              key={choice.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selected}
              data-active={open && index === active ? '' : undefined}
              className={styles.option}
              // Keeps the focus on the combobox, so choosing never blurs it.
              onMouseDown={(event) => event.preventDefault()}
              onPointerEnter={() => setActive(index)}
              onClick={() => pick(index)}
            >
              {choice.label}
            </li>
          ))}
        </ul>
      </div>
    </FieldFrame>
  );
}
