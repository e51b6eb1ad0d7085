import { describe, expect, it } from 'vitest';
import { isRichTextHref, isSafeHref, isSitePath, privacyPhraseSpan, trailingSitePath } from './label-links';

describe('privacyPhraseSpan', () => {
  it.each([
    ["J'accepte la politique de confidentialité du site", 'politique de confidentialité'],
    ['I accept the Privacy Policy', 'Privacy Policy'],
    ['Acepto la política de privacidad.', 'política de privacidad'],
    ['Ich akzeptiere die Datenschutzerklärung', 'Datenschutzerklärung'],
  ])('finds the words in %s', (label, words) => {
    const span = privacyPhraseSpan(label)!;
    expect(label.slice(span.start, span.end)).toBe(words);
  });

  it('is null when the label has no such words', () => {
    expect(privacyPhraseSpan('I agree')).toBeNull();
  });
});

describe('trailingSitePath', () => {
  it('links the lead-in words of the last sentence to the path', () => {
    expect(trailingSitePath('Anonymous reports are allowed. Find out more: /legal-notice')).toEqual({
      before: 'Anonymous reports are allowed. ',
      linkText: 'Find out more',
      path: '/legal-notice',
    });
  });

  it('reads a French colon with a space before it', () => {
    expect(trailingSitePath('Il couvre les lois. En savoir plus : /mentions-legales')).toEqual({
      before: 'Il couvre les lois. ',
      linkText: 'En savoir plus',
      path: '/mentions-legales',
    });
  });

  it('has no link text when the path follows a whole sentence', () => {
    expect(trailingSitePath('Read the notice. /impressum')).toEqual({
      before: 'Read the notice. ',
      linkText: null,
      path: '/impressum',
    });
  });

  it('ignores protocol-relative and full URLs, and paths not at the end', () => {
    expect(trailingSitePath('More: //evil.example/x')).toBeNull();
    expect(trailingSitePath('More: https://evil.example/x')).toBeNull();
    expect(trailingSitePath('See /legal-notice for more')).toBeNull();
    expect(trailingSitePath('No link here.')).toBeNull();
  });
});

describe('isSafeHref', () => {
  it('accepts site paths and http(s) URLs only', () => {
    expect(isSafeHref('/mentions-legales')).toBe(true);
    expect(isSafeHref('https://example.com/privacy')).toBe(true);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('')).toBe(false);
    expect(isSafeHref(null)).toBe(false);
  });
});

describe('isSitePath', () => {
  it('accepts a path of this site, and nothing a browser would send elsewhere', () => {
    expect(isSitePath('/politique-de-confidentialite')).toBe(true);
    expect(isSitePath('/nos-offres?q=data#top')).toBe(true);
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil',
      'https://x',
      'x',
      '/a b',
    ])
      expect(isSitePath(value), JSON.stringify(value)).toBe(false);
  });
});

describe('isRichTextHref', () => {
  it('keeps site paths, http(s), mailto and tel; refuses other schemes and control characters', () => {
    for (const url of [
      '/contactez-nous',
      'https://x.example/a',
      'http://x.example',
      'mailto:a@b.fr',
      'tel:+33100000000',
    ])
      expect(isRichTextHref(url), url).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
      '//evil',
      '/\\evil',
      'https://x\n.example',
      'ftp://x',
    ])
      expect(isRichTextHref(url), JSON.stringify(url)).toBe(false);
  });
});
