import { describe, expect, it } from 'vitest';
import { signPreviewToken } from '@dav/contract/preview';
import {
  DRAFT_MODE_COOKIE,
  draftSession,
  exitPath,
  openPreview,
  PREVIEW_COOKIE,
  previewCookieOptions,
  withoutDraftCookie,
} from './preview-session';

const SECRET = 'test-secret';
const NOW = 1_800_000_000_000;
const token = (site: string, exp = NOW + 60_000, secret = SECRET) =>
  signPreviewToken({ site, path: '/about-us', exp }, secret);
const jar = (values: Record<string, string>) => ({
  get: (name: string) => (name in values ? { value: values[name]! } : undefined),
});

describe('openPreview', () => {
  it('opens a link signed for this host, until its expiry', () => {
    expect(openPreview(token('en'), 'en', SECRET, NOW)).toEqual({
      ok: true,
      target: { site: 'en', path: '/about-us', exp: NOW + 60_000 },
    });
  });

  it('refuses an expired link, a forged one, none, and one made for another host', () => {
    expect(openPreview(token('en', NOW - 1), 'en', SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(openPreview(token('en', NOW + 60_000, 'other'), 'en', SECRET, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(openPreview(null, 'en', SECRET, NOW).ok).toBe(false);
    expect(openPreview(token('ay-en'), 'en', SECRET, NOW)).toEqual({ ok: false, reason: 'other-host' });
  });
});

describe('previewCookieOptions', () => {
  it('is sent inside the admin’s frame (another site) and lasts as long as the link', () => {
    expect(previewCookieOptions({ site: 'en', path: '/', exp: NOW })).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'none',
      path: '/',
      partitioned: true,
      expires: new Date(NOW),
    });
  });
});

describe('draftSession', () => {
  it('is none without Next’s draft mode cookie, whatever else is sent', () => {
    expect(draftSession(jar({ [PREVIEW_COOKIE]: token('en') }), 'en', SECRET, NOW)).toBe('none');
  });

  it('is valid with the link of this host before its expiry', () => {
    const cookies = jar({ [DRAFT_MODE_COOKIE]: 'x', [PREVIEW_COOKIE]: token('en') });
    expect(draftSession(cookies, 'en', SECRET, NOW)).toBe('valid');
  });

  it('ends when the link is missing, forged, for another host or expired', () => {
    const bypass = { [DRAFT_MODE_COOKIE]: 'x' };
    expect(draftSession(jar(bypass), 'en', SECRET, NOW)).toBe('ended');
    expect(draftSession(jar({ ...bypass, [PREVIEW_COOKIE]: `${token('en')}x` }), 'en', SECRET, NOW)).toBe(
      'ended',
    );
    expect(draftSession(jar({ ...bypass, [PREVIEW_COOKIE]: token('fr') }), 'en', SECRET, NOW)).toBe('ended');
    expect(draftSession(jar({ ...bypass, [PREVIEW_COOKIE]: token('en', NOW) }), 'en', SECRET, NOW)).toBe(
      'ended',
    );
  });
});

describe('exitPath', () => {
  it('keeps a path of this host', () => {
    expect(exitPath('/blog/my-post')).toBe('/blog/my-post');
    expect(exitPath('/nos-offres?page=2')).toBe('/nos-offres?page=2');
  });

  it('never leads to another site: home instead', () => {
    for (const path of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil',
      'blog',
    ])
      expect(exitPath(path)).toBe('/');
  });
});

describe('withoutDraftCookie', () => {
  it('drops both preview cookies and keeps the others', () => {
    expect(withoutDraftCookie(`a=1; ${DRAFT_MODE_COOKIE}=x; ${PREVIEW_COOKIE}=t; b=2`)).toBe('a=1; b=2');
    expect(withoutDraftCookie(null)).toBe('');
  });
});
