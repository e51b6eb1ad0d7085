import { FormFieldSchema, LOCALES } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { checkboxRole, checkCheckbox } from './checkbox';
import { defaultMessage } from './messages';

const checkbox = (name: string, extra: Record<string, unknown> = {}) =>
  FormFieldSchema.parse({ type: 'checkbox', name, ...extra });
const cities = ['lyon', 'paris', 'madrid', 'toulouse', 'geneve'];

describe('checkboxRole', () => {
  it.each([
    ['confidentiality', 'privacy'],
    ['privacy-policy', 'privacy'],
    ['Confidentialite', 'privacy'],
    ['gender', 'gender'],
    ['mobility', 'mobility'],
    ['themes', 'group'],
  ])('%s → %s', (name, role) => {
    expect(checkboxRole({ name })).toBe(role);
  });
});

describe.each(LOCALES)('checkCheckbox in %s', (locale) => {
  it('asks for at least one value in a group', () => {
    expect(checkCheckbox(checkbox('themes'), [], locale)).toBe(defaultMessage('checkboxGroup', locale));
    expect(checkCheckbox(checkbox('themes'), undefined, locale)).toBe(
      defaultMessage('checkboxGroup', locale),
    );
    expect(checkCheckbox(checkbox('themes'), ['food'], locale)).toBeNull();
  });

  it('requires the privacy consent', () => {
    const field = checkbox('confidentiality', { value: '/mentions-legales' });
    expect(checkCheckbox(field, [], locale)).toBe(defaultMessage('privacy', locale));
    expect(checkCheckbox(field, '', locale)).toBe(defaultMessage('privacy', locale));
    expect(checkCheckbox(field, '/mentions-legales', locale)).toBeNull();
  });

  it('allows one gender only', () => {
    expect(checkCheckbox(checkbox('gender'), ['woman'], locale)).toBeNull();
    expect(checkCheckbox(checkbox('gender'), ['woman', 'woman'], locale)).toBeNull();
    expect(checkCheckbox(checkbox('gender'), ['woman', 'man'], locale)).toBe(
      defaultMessage('singleChoice', locale),
    );
    expect(checkCheckbox(checkbox('gender'), [], locale)).toBe(defaultMessage('checkboxGroup', locale));
  });

  it('allows 5 mobility choices, not 6, and everywhere alone', () => {
    const field = checkbox('mobility');
    expect(checkCheckbox(field, cities, locale)).toBeNull();
    expect(checkCheckbox(field, [...cities, 'bruxelles'], locale)).toBe(
      defaultMessage('tooManyChoices', locale, { max: 5 }),
    );
    expect(checkCheckbox(field, ['everywhere'], locale)).toBeNull();
    expect(checkCheckbox(field, ['everywhere', 'lyon'], locale)).toBe(
      defaultMessage('exclusiveChoice', locale),
    );
  });
});

describe('checkCheckbox field messages and optional fields', () => {
  it('uses messageIfEmpty and messageIfInvalid', () => {
    const gender = checkbox('gender', { messageIfEmpty: 'Genre ?', messageIfInvalid: 'Un seul genre' });
    expect(checkCheckbox(gender, [], 'fr')).toBe('Genre ?');
    expect(checkCheckbox(gender, ['man', 'woman'], 'fr')).toBe('Un seul genre');
    const privacy = checkbox('confidentiality', { messageIfEmpty: 'Cochez la case' });
    expect(checkCheckbox(privacy, [], 'fr')).toBe('Cochez la case');
  });

  it('lets an optional group stay empty but still checks its choices', () => {
    const mobility = checkbox('mobility', { required: false });
    expect(checkCheckbox(mobility, [], 'en')).toBeNull();
    expect(checkCheckbox(mobility, ['everywhere', 'lyon'], 'en')).toBe(
      defaultMessage('exclusiveChoice', 'en'),
    );
  });
});
