import { LOCALES } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { contactForm } from './contact-form.fixture';
import { defaultMessage } from './messages';
import { unknownChoices } from './choices';
import { validateForm } from './validate';
import { askedFields, isWhistleblowingReport } from './whistleblowing-report';

const required = (values: Record<string, string>) =>
  askedFields(contactForm, values)
    .filter((field) => field.required && field.type !== 'hidden')
    .map((field) => field.name);

describe('an anonymous whistleblowing report', () => {
  it.each(LOCALES)('is valid with only a subsidiary and a message, in %s', (locale) => {
    const values = { youare: 'snowden', subsidiary: 'paris', message: 'Des factures sont antidatées.' };
    expect(validateForm(contactForm, values, locale)).toEqual({ valid: true, errors: {} });
  });

  it('still needs its subsidiary and its message', () => {
    expect(validateForm(contactForm, { youare: 'snowden' }, 'fr').errors).toEqual({
      subsidiary: defaultMessage('required', 'fr'),
      message: defaultMessage('required', 'fr'),
    });
  });

  it('asks every other "you are" for what it required before', () => {
    expect(required({ youare: 'snowden' })).toEqual(['youare', 'subsidiary', 'message']);
    expect(required({ youare: 'customer' })).toEqual(
      expect.arrayContaining(['company', 'firstname', 'lastname', 'email', 'message']),
    );
  });

  it('still checks what a reporter chose to give', () => {
    const values = { youare: 'snowden', subsidiary: 'paris', message: 'm', email: 'not-an-address' };
    expect(validateForm(contactForm, values, 'en').errors).toEqual({ email: defaultMessage('email', 'en') });
  });

  it('is never a report on a form where who you are is not the visitor’s choice', () => {
    const application = { ...contactForm, fields: [{ ...contactForm.fields[0]!, type: 'hidden' as const }] };
    expect(isWhistleblowingReport(application, { youare: 'snowden' })).toBe(false);
    expect(isWhistleblowingReport(contactForm, { youare: 'snowden' })).toBe(true);
  });
});

describe('unknownChoices', () => {
  it('names each visible field whose value is not among its options', () => {
    const values = { youare: 'alerte', subsidiary: 'x', message: 'm' };
    expect(unknownChoices(contactForm, values, 'fr')).toEqual({
      youare: defaultMessage('unknownChoice', 'fr'),
    });
    expect(unknownChoices(contactForm, { youare: 'snowden', job: 'pirate' }, 'fr')).toEqual({});
  });
});
