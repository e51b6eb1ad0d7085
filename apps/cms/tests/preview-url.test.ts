import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPreviewToken, PREVIEW_LINK_TTL_S } from '@dav/contract/preview';
import { adminContentSecurityPolicy } from '@/admin/content-security-policy.mjs';
import { previewExpiry, previewPath, previewUrl } from '@/admin/preview/preview-url';
import { previewSiteOrigins } from '@/lib/public-site';

const SECRET = 'preview-test-secret';
const NOW = Date.UTC(2026, 10, 27, 3, 0, 0);

/** The target a link opens, checked as the site checks it. */
function opened(url: string | null) {
  expect(url).not.toBeNull();
  const link = new URL(url!);
  expect(link.pathname).toBe('/api/preview');
  const check = checkPreviewToken(link.searchParams.get('token'), SECRET, NOW);
  if (!check.ok) throw new Error(`refused: ${check.reason}`);
  return { origin: link.origin, ...check.target };
}

beforeEach(() => {
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  vi.stubEnv('PUBLIC_PROTOCOL', 'https');
  vi.stubEnv('PUBLIC_PORT', '8443');
  vi.stubEnv('PREVIEW_LINK_TTL_S', '');
});
afterEach(() => vi.unstubAllEnvs());

describe('where a document is previewed', () => {
  it('on its route of the site, the home page at the root', () => {
    expect(previewPath('pages', { slug: 'home' })).toBe('/');
    expect(previewPath('pages', { slug: 'about-us', template: 'default' })).toBe('/about-us');
    expect(previewPath('pages', { slug: 'contact', template: 'contact' })).toBe('/contactez-nous');
    expect(previewPath('posts', { slug: 'my-post' })).toBe('/blog/my-post');
    expect(previewPath('offers', { slug: 'dev-java' })).toBe('/nos-offres/dev-java');
    expect(previewPath('subsidiaries', { slug: 'dav-lyon' })).toBe('/nos-filiales/dav-lyon');
    expect(previewPath('coworking', {})).toBe('/espace-coworking');
    expect(previewPath('day-at-dav', {})).toBe('/une-journee-chez-dav');
    expect(previewPath('posts', { slug: '' })).toBeNull();
  });

  it('on the host of the language being edited, with the mails’ protocol and port, signed for it', () => {
    const target = opened(
      previewUrl({ entity: 'pages', data: { id: 1, slug: 'about-us' }, locale: 'en', now: NOW }),
    );
    expect(target).toEqual({
      origin: 'https://en.localhost:8443',
      site: 'en',
      path: '/about-us',
      exp: previewExpiry(NOW),
      collection: 'pages',
      id: '1',
      locale: 'en',
    });
  });

  it('names the one document it shows, in the language edited; a global by its slug alone', () => {
    const post = opened(previewUrl({ entity: 'posts', data: { id: 42, slug: 'x' }, locale: 'de', now: NOW }));
    expect(post).toMatchObject({ collection: 'posts', id: '42', locale: 'de', path: '/blog/x' });
    const day = opened(previewUrl({ entity: 'day-at-dav', data: {}, locale: 'es', now: NOW }));
    expect(day).toMatchObject({ collection: 'day-at-dav', id: null, locale: 'es' });
  });

  it('on the accessibility host when asked, for French and English; Spanish stays on its own', () => {
    const accessible = (locale: string) =>
      opened(previewUrl({ entity: 'posts', data: { id: 2, slug: 'x' }, locale, accessible: true, now: NOW }));
    expect(accessible('fr')).toMatchObject({ origin: 'https://ay-fr.localhost:8443', site: 'ay-fr' });
    expect(accessible('en')).toMatchObject({ origin: 'https://ay-en.localhost:8443', site: 'ay-en' });
    expect(accessible('es')).toMatchObject({ origin: 'https://es.localhost:8443', site: 'es' });
  });

  it('lasts PREVIEW_LINK_TTL_S (an hour by default), rounded up a little so saves keep the address', () => {
    expect(previewExpiry(NOW) - NOW).toBeGreaterThanOrEqual(PREVIEW_LINK_TTL_S * 1000);
    expect(previewExpiry(NOW) - NOW).toBeLessThanOrEqual(PREVIEW_LINK_TTL_S * 1100);
    expect(previewExpiry(NOW + 1000)).toBe(previewExpiry(NOW + 60_000));
    vi.stubEnv('PREVIEW_LINK_TTL_S', '60');
    expect(previewExpiry(NOW) - NOW).toBeGreaterThanOrEqual(60_000);
    expect(previewExpiry(NOW) - NOW).toBeLessThanOrEqual(66_000);
  });

  it('none for a document never saved, without a slug there, or in no language of the site', () => {
    expect(previewUrl({ entity: 'pages', data: { slug: 'about-us' }, locale: 'en' })).toBeNull();
    expect(previewUrl({ entity: 'posts', data: { id: 3 }, locale: 'en' })).toBeNull();
    expect(previewUrl({ entity: 'posts', data: { id: 3, slug: 'x' }, locale: 'it' })).toBeNull();
    // A global is always there.
    expect(previewUrl({ entity: 'coworking', data: {}, locale: 'de' })).not.toBeNull();
  });
});

describe('the admin’s frames', () => {
  it('may show the site’s hosts, and nothing else', () => {
    const origins = previewSiteOrigins();
    expect(origins).toContain('https://en.localhost:8443');
    expect(origins).toContain('https://ay-fr.localhost:8443');
    const frameSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('frame-src '));
    expect(frameSrc(adminContentSecurityPolicy({ dev: false, siteOrigins: origins }))).toBe(
      ['frame-src', "'self'", ...origins].join(' '),
    );
    expect(frameSrc(adminContentSecurityPolicy({ dev: false }))).toBe("frame-src 'self'");
    expect(adminContentSecurityPolicy({ dev: false, siteOrigins: origins })).toContain(
      "frame-ancestors 'none'",
    );
  });
});
