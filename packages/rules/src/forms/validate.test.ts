import { FormFieldSchema, LOCALES, type FormFieldInput } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { COWORKING_COUNT, COWORKING_PEOPLE, DAY_BOOKING_PEOPLE } from '../constants';
import { defaultMessage } from './messages';
import { validateField } from './validate';

const field = (raw: FormFieldInput) => FormFieldSchema.parse(raw);
const cv = { name: 'CV.PDF', size: 200_000 };

describe.each(LOCALES)('validateField in %s', (locale) => {
  const required = defaultMessage('required', locale);

  it.each(['text', 'textarea', 'select', 'email', 'number', 'datepicker', 'time'] as const)(
    'a required %s must not be empty or blank',
    (type) => {
      for (const value of [undefined, null, '', '   ', []]) {
        expect(validateField(field({ type, name: 'x' }), value, locale)).toBe(required);
      }
    },
  );

  it.each(['text', 'textarea'] as const)('a %s passes with any text', (type) => {
    expect(validateField(field({ type, name: 'x' }), ' Dupont ', locale)).toBeNull();
  });

  it('a select passes with one of its options only', () => {
    const select = field({
      type: 'select',
      name: 'youare',
      options: [{ label: 'Client', value: 'customer' }],
    });
    expect(validateField(select, 'customer', locale)).toBeNull();
    expect(validateField(select, 'alerte', locale)).toBe(defaultMessage('unknownChoice', locale));
    expect(validateField(select, ['customer', 'alerte'], locale)).toBe(
      defaultMessage('unknownChoice', locale),
    );
  });

  it('checks an email, trimmed', () => {
    const email = field({ type: 'email', name: 'email' });
    expect(validateField(email, ' jean@example.fr ', locale)).toBeNull();
    expect(validateField(email, 'jean@example', locale)).toBe(defaultMessage('email', locale));
  });

  it.each([
    ['coworking people', COWORKING_PEOPLE],
    ['coworking count', COWORKING_COUNT],
    ['day booking people', DAY_BOOKING_PEOPLE],
  ])('keeps %s within its bounds, both included', (_, { min, max }) => {
    const number = field({ type: 'number', name: 'n', min, max, step: 1 });
    const outside = defaultMessage('wholeNumberRange', locale, { min, max });
    expect(validateField(number, String(min), locale)).toBeNull();
    expect(validateField(number, String(max), locale)).toBeNull();
    expect(validateField(number, String(min - 1), locale)).toBe(outside);
    expect(validateField(number, String(max + 1), locale)).toBe(outside);
    expect(validateField(number, '1e1', locale)).toBe(outside);
    expect(validateField(number, 'abc', locale)).toBe(outside);
    // A number of people is whole (its step, 1).
    expect(validateField(number, String(min + 1.5), locale)).toBe(outside);
  });

  it('keeps a number on its step, counted from its min (or 0)', () => {
    const halfDays = field({ type: 'number', name: 'n', min: 0.5, max: 10, step: 0.5 });
    for (const ok of ['0.5', '1', '1.5', '10']) expect(validateField(halfDays, ok, locale), ok).toBeNull();
    for (const off of ['0.75', '1.2', '9.99'])
      expect(validateField(halfDays, off, locale), off).toBe(
        defaultMessage('numberRange', locale, { min: 0.5, max: 10 }),
      );
    const whole = field({ type: 'number', name: 'n', step: 1 });
    expect(validateField(whole, '-3', locale)).toBeNull();
    expect(validateField(whole, '0.5', locale)).toBe(defaultMessage('wholeNumber', locale));
    expect(validateField(field({ type: 'number', name: 'n', min: 0, step: 1 }), '-1', locale)).toBe(
      defaultMessage('wholeNumberMin', locale, { min: 0 }),
    );
    expect(validateField(field({ type: 'number', name: 'n', max: 9, step: 1 }), '8.5', locale)).toBe(
      defaultMessage('wholeNumberMax', locale, { max: 9 }),
    );
    // A field's own message still comes first.
    const own = field({ type: 'number', name: 'n', min: 1, max: 99, step: 1, messageIfInvalid: 'Combien ?' });
    expect(validateField(own, '2.5', locale)).toBe('Combien ?');
    const fromOne = field({ type: 'number', name: 'n', min: 1, step: 2 });
    expect(validateField(fromOne, '3', locale)).toBeNull();
    expect(validateField(fromOne, '4', locale)).toBe(defaultMessage('numberMin', locale, { min: 1 }));
    const tenths = field({ type: 'number', name: 'n', step: 0.1 });
    expect(validateField(tenths, '0.3', locale)).toBeNull(); // 0.3 / 0.1 is 2.9999999999999996
    expect(validateField(tenths, '0.35', locale)).toBe(defaultMessage('number', locale));
    // Without a step, any decimal within the bounds.
    expect(validateField(field({ type: 'number', name: 'n', min: 0 }), '0.35', locale)).toBeNull();
  });

  it('names only the bounds a number field has', () => {
    expect(validateField(field({ type: 'number', name: 'n', min: 1 }), '0', locale)).toBe(
      defaultMessage('numberMin', locale, { min: 1 }),
    );
    expect(validateField(field({ type: 'number', name: 'n', max: 9 }), '10', locale)).toBe(
      defaultMessage('numberMax', locale, { max: 9 }),
    );
    expect(validateField(field({ type: 'number', name: 'n' }), 'x', locale)).toBe(
      defaultMessage('number', locale),
    );
    expect(validateField(field({ type: 'number', name: 'n' }), '-2.5', locale)).toBeNull();
  });

  it('checks a date: its format always, its day when today is known', () => {
    const date = field({ type: 'datepicker', name: 'date' });
    const today = new Date('2026-06-15T08:00:00Z');
    const invalid = defaultMessage('date', locale);
    expect(validateField(date, '20/06/2026', locale)).toBeNull(); // a Saturday, but no clock given
    expect(validateField(date, '31/02/2026', locale)).toBe(invalid);
    expect(validateField(date, '19/06/2026', locale, { today })).toBeNull();
    expect(validateField(date, '20/06/2026', locale, { today })).toBe(invalid);
    expect(validateField(date, '12/06/2026', locale, { today })).toBe(invalid);
  });

  it('checks a time against the slots', () => {
    const time = field({ type: 'time', name: 'timestart' });
    expect(validateField(time, '19:00', locale)).toBeNull();
    expect(validateField(time, '19:30', locale)).toBe(
      defaultMessage('time', locale, { start: '09:00', end: '19:00' }),
    );
  });

  it('checks a file and a checkbox group through their own rules', () => {
    expect(validateField(field({ type: 'file', name: 'cv' }), cv, locale)).toBeNull();
    expect(validateField(field({ type: 'file', name: 'cv' }), 'cv.pdf', locale)).toBe(required);
    expect(validateField(field({ type: 'checkbox', name: 'themes' }), [], locale)).toBe(
      defaultMessage('checkboxGroup', locale),
    );
  });

  it('never checks a hidden field', () => {
    expect(validateField(field({ type: 'hidden', name: '_labels' }), undefined, locale)).toBeNull();
  });
});

describe('validateField messages and optional fields', () => {
  it('prefers the field messages', () => {
    const email = field({
      type: 'email',
      name: 'email',
      messageIfEmpty: 'Email ?',
      messageIfInvalid: 'Email !',
    });
    expect(validateField(email, '', 'en')).toBe('Email ?');
    expect(validateField(email, 'nope', 'en')).toBe('Email !');
    const people = field({
      type: 'number',
      name: 'people',
      min: 1,
      max: 99,
      messageIfInvalid: '{min} à {max}',
    });
    expect(validateField(people, '100', 'fr')).toBe('1 à 99');
  });

  it('lets an optional field be empty but checks what it holds', () => {
    const backup = field({ type: 'email', name: 'backup', required: false });
    expect(validateField(backup, '', 'en')).toBeNull();
    expect(validateField(backup, 'nope', 'en')).toBe(defaultMessage('email', 'en'));
  });
});
