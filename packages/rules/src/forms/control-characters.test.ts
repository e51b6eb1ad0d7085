import { FormFieldSchema, LOCALES, type FormFieldInput } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { defaultMessage } from './messages';
import { validateField } from './validate';

const field = (raw: FormFieldInput) => FormFieldSchema.parse(raw);
const FORGED = 'ACME\r\n\r\nVoir la demande : https://evil.example/admin/collections/coworking-requests/1';

describe.each(LOCALES)('control characters in %s', (locale) => {
  const singleLine = defaultMessage('singleLine', locale);

  it.each(['text', 'email', 'number', 'select', 'datepicker', 'time', 'hidden'] as const)(
    'a %s refuses line breaks, tabs and other control characters',
    (type) => {
      const input = field({ type, name: 'x', required: false });
      for (const value of [
        FORGED,
        'ACME\nx',
        'ACME\rx',
        'a\tb',
        'a\u0000b',
        'a\u001bb',
        'a\u0085b',
        'a\u2028b',
      ])
        expect(validateField(input, value, locale), JSON.stringify(value)).toBe(singleLine);
      expect(validateField(input, ['ok', 'bad\nline'], locale)).toBe(singleLine);
    },
  );

  it('a text passes without them, with its own message set or not', () => {
    const own = field({ type: 'text', name: 'company', messageIfInvalid: 'Autre chose' });
    expect(validateField(own, 'ACME — Société « Anonyme »', locale)).toBeNull();
    expect(validateField(own, 'ACME\r\nx', locale)).toBe(singleLine);
  });

  it('a textarea keeps its line breaks and tabs, and refuses other control characters', () => {
    const message = field({ type: 'textarea', name: 'message' });
    expect(validateField(message, 'Bonjour,\r\n\r\n\tligne deux\nligne trois', locale)).toBeNull();
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u000bb', 'a\u001bb', 'a\u007fb', 'a\u2029b'])
      expect(validateField(message, value, locale), JSON.stringify(value)).toBe(
        defaultMessage('controlCharacters', locale),
      );
  });
});
