import { describe, expect, it } from 'vitest';
import { checkPreviewToken, isDraftCredential, signPreviewToken } from './preview';

const SECRET = 'a-shared-secret';
const target = { site: 'en', path: '/about-us', exp: 2_000_000, collection: 'pages', id: '7', locale: 'en' };

describe('preview links', () => {
  it('opens the page it was signed for until it expires', () => {
    const token = signPreviewToken(target, SECRET);
    expect(checkPreviewToken(token, SECRET, 1_999_999)).toEqual({ ok: true, target });
    expect(checkPreviewToken(token, SECRET, 2_000_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link signed with another secret, or changed after signing', () => {
    const token = signPreviewToken(target, SECRET);
    expect(checkPreviewToken(token, 'another-secret', 0)).toEqual({ ok: false, reason: 'invalid' });
    const [, signature] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ ...target, exp: 9e15 })).toString('base64url');
    expect(checkPreviewToken(`${longer}.${signature}`, SECRET, 0)).toEqual({ ok: false, reason: 'invalid' });
    const elsewhere = signPreviewToken({ ...target, path: '//evil.example' }, SECRET);
    expect(checkPreviewToken(elsewhere, SECRET, 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPreviewToken('', SECRET, 0).ok).toBe(false);
    // A link of before the binding to one document (host, path and expiry only) opens nothing.
    const anyDraft = signPreviewToken({ site: 'en', path: '/about-us', exp: 2_000_000 } as never, SECRET);
    expect(checkPreviewToken(anyDraft, SECRET, 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPreviewToken('no-dot', SECRET, 0).ok).toBe(false);
  });

  it('knows the site by the shared secret only', () => {
    expect(isDraftCredential(SECRET, SECRET)).toBe(true);
    expect(isDraftCredential('a-shared-secreT', SECRET)).toBe(false);
    expect(isDraftCredential(null, SECRET)).toBe(false);
    expect(isDraftCredential('', '')).toBe(false);
  });
});
