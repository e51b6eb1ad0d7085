import { describe, expect, it } from 'vitest';
import { signedAnswerHeader, verifiedAnswerId } from './answer-header';

const SECRET = 'a-secret-of-the-site-long-enough';

describe('the answer header', () => {
  it('carries the id the site signed', () => {
    expect(verifiedAnswerId(signedAnswerHeader('abc', SECRET), SECRET)).toBe('abc');
  });

  it('is refused when a visitor writes it: no signature, a wrong one, another secret', () => {
    expect(verifiedAnswerId(null, SECRET)).toBeNull();
    expect(verifiedAnswerId('abc', SECRET)).toBeNull();
    expect(verifiedAnswerId('abc.', SECRET)).toBeNull();
    expect(verifiedAnswerId('.abc', SECRET)).toBeNull();
    expect(verifiedAnswerId('abc.forged', SECRET)).toBeNull();
    expect(verifiedAnswerId(signedAnswerHeader('abc', 'another-secret'), SECRET)).toBeNull();
    const signed = signedAnswerHeader('abc', SECRET);
    expect(verifiedAnswerId(signed.replace('abc', 'abd'), SECRET)).toBeNull();
    expect(verifiedAnswerId(signed, '')).toBeNull();
  });
});
