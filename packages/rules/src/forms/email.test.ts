import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'jean.dupont@example.fr',
    'jean+cv@example.com',
    'a@b.co',
    'prenom.nom@mail.rh.example.co.uk',
    'x@example.photography',
    "o'brien@example.ie",
    'user@xn--bcher-kva.example',
    'user@example.xn--p1ai',
    'UPPER@EXAMPLE.COM',
    'first_last-1@sub-domain.example.org',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'jean@',
    'jean@example',
    'jean @example.com',
    ' jean@example.com',
    'jean@example.com ',
    'jean@exa mple.com',
    'jean@example..com',
    'jean@.example.com',
    'jean@example.com.',
    'jean..dupont@example.com',
    '.jean@example.com',
    'jean.@example.com',
    'jean@@example.com',
    'jean@exam@ple.com',
    'jean@-example.com',
    'jean@example-.com',
    'jean@example.c',
    'jean@example.123',
    'jean@[192.168.0.1]',
    'jean@bücher.example',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${'b.'.repeat(126)}com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
