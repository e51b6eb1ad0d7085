import { LOCALES } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES, defaultMessage, fieldMessage, fillPlaceholders, MESSAGE_KINDS } from './messages';

describe('default messages (docs/product.md#forms-validation)', () => {
  it.each([
    ['required', 'Merci de renseigner ce champ obligatoire', 'Please fill in this required field'],
    ['email', 'Veuillez renseigner une adresse mail valide.', 'Please enter a valid email address.'],
    [
      'fileFormat',
      "Le format du fichier n'est pas valide (formats autorisés : jpg, png, pdf, doc)",
      'The file format is not valid (allowed formats: jpg, png, pdf, doc)',
    ],
    [
      'fileSize',
      'La taille maximale autorisée est de 1 Mo. Merci de réessayer avec un CV plus léger.',
      'The maximum allowed file size is 1MB. Please try again with a smaller CV.',
    ],
    ['checkboxGroup', 'Merci de choisir au moins une valeur', 'Please choose at least one value'],
    [
      'privacy',
      'La politique de confidentialité doit être acceptée.',
      'The privacy policy must be accepted.',
    ],
    ['singleChoice', 'Merci de choisir une seule valeur', 'Please choose only one value'],
  ] as const)('%s is word for word in fr and en', (kind, fr, en) => {
    expect(defaultMessage(kind, 'fr')).toBe(fr);
    expect(defaultMessage(kind, 'en')).toBe(en);
  });

  it('fills the number range', () => {
    expect(defaultMessage('numberRange', 'en', { min: 1, max: 100 })).toBe(
      'Please enter a number between 1 and 100',
    );
    expect(defaultMessage('numberRange', 'fr', { min: 0, max: 12 })).toBe(
      'Merci de saisir un nombre entre 0 et 12',
    );
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it.each(MESSAGE_KINDS)('%s is a distinct, non-empty, trimmed text', (kind) => {
      const text = DEFAULT_MESSAGES[kind][locale];
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
      // Only English may be English: a copy-paste left untranslated would show up here.
      if (locale !== 'en') expect(text).not.toBe(DEFAULT_MESSAGES[kind].en);
    });

    it.each(MESSAGE_KINDS)('%s keeps the same placeholders as en', (kind) => {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(DEFAULT_MESSAGES[kind][locale])).toEqual(placeholders(DEFAULT_MESSAGES[kind].en));
    });

    it('leaves no placeholder once filled', () => {
      const params = { min: 1, max: 5, start: '09:00', end: '19:00' };
      for (const kind of MESSAGE_KINDS) expect(defaultMessage(kind, locale, params)).not.toMatch(/\{\w+\}/);
    });
  });
});

describe('fillPlaceholders', () => {
  it('keeps unknown placeholders as written', () => {
    expect(fillPlaceholders('{min} to {max}', { min: 2 })).toBe('2 to {max}');
  });

  it('does not read inherited keys', () => {
    expect(fillPlaceholders('{constructor}', {})).toBe('{constructor}');
  });
});

describe('fieldMessage', () => {
  it('prefers the field message and fills its placeholders', () => {
    expect(fieldMessage('Entre {min} et {max} personnes', 'numberRange', 'fr', { min: 1, max: 99 })).toBe(
      'Entre 1 et 99 personnes',
    );
  });

  it.each([null, undefined, '', '   '])('falls back to the default for %j', (own) => {
    expect(fieldMessage(own, 'required', 'de')).toBe('Bitte füllen Sie dieses Pflichtfeld aus');
  });
});
