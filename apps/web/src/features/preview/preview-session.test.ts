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
  signPreviewToken({ site, path: '/about-us', exp, collection: 'pages', id: '7', locale: 'en' }, secret);
const jar = (values: Record<string, string>) => ({
  get: (name: string) => (name in values ? { value: values[name]! } : undefined),
});

describe('openPreview', () => {
  it('opens a link signed for this host, until its expiry', () => {
    expect(openPreview(token('en'), 'en', SECRET, NOW)).toEqual({
      ok: true,
      target: {
        site: 'en',
        path: '/about-us',
        exp: NOW + 60_000,
        collection: 'pages',
        id: '7',
        locale: 'en',
      },
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
    const target = { site: 'en', path: '/', exp: NOW, collection: 'pages', id: '1', locale: 'en' };
    expect(previewCookieOptions(target)).toEqual({
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
    expect(draftSession(jar({ [PREVIEW_COOKIE]: token('en') }), 'en', SECRET, '/about-us', NOW)).toBe('none');
  });

  it('is valid on the link’s own page of this host (and its text version) before its expiry', () => {
    const cookies = jar({ [DRAFT_MODE_COOKIE]: 'x', [PREVIEW_COOKIE]: token('en') });
    expect(draftSession(cookies, 'en', SECRET, '/about-us', NOW)).toBe('valid');
    expect(draftSession(cookies, 'en', SECRET, '/about-us/script', NOW)).toBe('valid');
  });

  it('shows every other page of the host as the public sees it, and keeps the session for going back', () => {
    const cookies = jar({ [DRAFT_MODE_COOKIE]: 'x', [PREVIEW_COOKIE]: token('en') });
    for (const path of ['/blog/embargo-merger', '/', '/about-us-2', '/about'])
      expect(draftSession(cookies, 'en', SECRET, path, NOW), path).toBe('elsewhere');
  });

  it('ends when the link is missing, forged, for another host or expired', () => {
    const bypass = { [DRAFT_MODE_COOKIE]: 'x' };
    const session = (cookies: Record<string, string>) =>
      draftSession(jar(cookies), 'en', SECRET, '/about-us', NOW);
    expect(session(bypass)).toBe('ended');
    expect(session({ ...bypass, [PREVIEW_COOKIE]: `${token('en')}x` })).toBe('ended');
    expect(session({ ...bypass, [PREVIEW_COOKIE]: token('fr') })).toBe('ended');
    expect(session({ ...bypass, [PREVIEW_COOKIE]: token('en', NOW) })).toBe('ended');
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
