import { FormDefinitionSchema, LOCALES, type FormFieldInput } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { contactForm } from './contact-form.fixture';
import { defaultMessage } from './messages';
import { validateForm } from './validate';

const cv = { name: 'CV.PDF', size: 200_000 };

describe('validateForm on the contact form', () => {
  const base = { firstname: 'Jeanne', lastname: 'Dupont', email: 'jeanne@example.fr', message: 'Bonjour' };

  it('accepts a complete candidate with a CV (uppercase extension)', () => {
    const values = { ...base, youare: 'candidate', job: 'finance', city: 'Lyon', subjectCandidat: 'cv', cv };
    expect(validateForm(contactForm, values, 'fr')).toEqual({ valid: true, errors: {} });
  });

  it('reports every visible invalid field, and only those', () => {
    const result = validateForm(
      contactForm,
      { youare: 'candidate', subjectCandidat: 'cv', email: 'x' },
      'en',
    );
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors).sort()).toEqual(
      ['city', 'cv', 'email', 'firstname', 'job', 'lastname', 'message'].sort(),
    );
    expect(result.errors.email).toBe(defaultMessage('email', 'en'));
  });

  it('ignores fields hidden by their condition, whatever they hold', () => {
    const values = {
      ...base,
      youare: 'snowden',
      company: 'ACME',
      subsidiary: 'paris',
      cv: { name: 'x.exe', size: 1 },
    };
    expect(validateForm(contactForm, values, 'de')).toEqual({ valid: true, errors: {} });
  });

  it('asks for who once a subject is contact', () => {
    const values = { ...base, youare: 'visiteur', job: 'autre', city: 'Paris', subject0: 'contact' };
    expect(validateForm(contactForm, values, 'es').errors).toEqual({ who: defaultMessage('required', 'es') });
  });
});

const choices = (...values: string[]) => values.map((value) => ({ label: value, value }));

describe('validateForm on a job application', () => {
  const fields: FormFieldInput[] = [
    { type: 'text', name: 'lastname' },
    { type: 'email', name: 'email' },
    { type: 'file', name: 'cv' },
    { type: 'checkbox', name: 'gender', options: choices('man', 'woman', 'no_answer') },
    { type: 'checkbox', name: 'mobility', options: choices('everywhere', 'a', 'b', 'c', 'd', 'e', 'f') },
    { type: 'checkbox', name: 'confidentiality', value: '/mentions-legales' },
    { type: 'hidden', name: '_labels' },
    { type: 'hidden', name: '_email_has_account' },
  ];
  const application = FormDefinitionSchema.parse({ name: 'apply', action: '/wp-json/api/fr/apply', fields });
  const valid = {
    lastname: 'Martin',
    email: 'a@b.fr',
    cv,
    gender: ['no_answer'],
    mobility: ['everywhere'],
    confidentiality: ['/mentions-legales'],
  };

  it('passes without the hidden fields, which are never validated', () => {
    expect(validateForm(application, valid, 'en').valid).toBe(true);
  });

  it.each(LOCALES)('gives each rule its message in %s', (locale) => {
    const values = {
      ...valid,
      cv: { name: 'cv.docx', size: 1_000_001 },
      gender: ['man', 'woman'],
      mobility: ['a', 'b', 'c', 'd', 'e', 'f'],
      confidentiality: [],
    };
    expect(validateForm(application, values, locale).errors).toEqual({
      cv: defaultMessage('fileSize', locale),
      gender: defaultMessage('singleChoice', locale),
      mobility: defaultMessage('tooManyChoices', locale, { max: 5 }),
      confidentiality: defaultMessage('privacy', locale),
    });
  });

  it.each(LOCALES)('refuses a choice the field does not offer, in %s', (locale) => {
    const values = { ...valid, gender: ['other'], mobility: ['everywhere', 'mars'] };
    const unknown = defaultMessage('unknownChoice', locale);
    expect(validateForm(application, values, locale).errors).toEqual({ gender: unknown, mobility: unknown });
  });

  it('takes a lone box ticked whatever its value', () => {
    for (const confidentiality of ['yes', 'on', '/privacy-policy'])
      expect(validateForm(application, { ...valid, confidentiality }, 'fr').valid).toBe(true);
  });
});
