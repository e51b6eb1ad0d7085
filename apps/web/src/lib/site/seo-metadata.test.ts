import { describe, expect, it } from 'vitest';
import type { GlobalResponse, Image } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { seoMetadata, shareImage } from './seo-metadata';
import type { SiteContext } from './site-context';

const site = (code: 'fr' | 'ay-fr' | 'en', environment: 'main' | 'preprod' = 'main'): SiteContext => ({
  key: `${code}.localhost`,
  host: `${code}.localhost`,
  authority: `${code}.localhost:3000`,
  origin: `http://${code}.localhost:3000`,
  code,
  locale: code === 'en' ? 'en' : 'fr',
  accessible: code.startsWith('ay-'),
  environment,
  indexable: environment === 'main',
});

const DEFAULT: Image = { url: '/api/media/file/share.webp', alt: 'DAV', width: 1200, height: 630 };
const langs = ['fr', 'en', 'es', 'de', 'ay-fr', 'ay-en'].map((slug) => ({
  slug,
  name: slug,
  url: `http://${slug}.localhost:3000/`,
}));
const global = { langs, shareImage: DEFAULT } as unknown as GlobalResponse;
const t = ((key: string) => (key === 'site.name' ? 'DAV' : key)) as Translate;
const post = { list: '/blog', slug: 'hello', translations: [{ lang: 'en', slug: 'hello-en' }] };

describe('seoMetadata', () => {
  it('gives Open Graph and a large Twitter card with absolute URLs, the language’s default image', () => {
    const meta = seoMetadata({ site: site('fr'), global, t, page: post, title: 'T', description: 'D' });
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: 'http://fr.localhost:3000/blog/hello',
      title: 'T',
      description: 'D',
      locale: 'fr_FR',
      alternateLocale: ['en_GB'],
      images: [{ url: 'http://fr.localhost:3000/api/media/file/share.webp', alt: 'DAV', width: 1200 }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'T',
      images: [{ url: 'http://fr.localhost:3000/api/media/file/share.webp', alt: 'DAV' }],
    });
  });

  it('prefers the page’s own image, and calls a post an article', () => {
    const own: Image = { url: '/api/media/file/cover.webp', alt: 'Cover', width: null, height: null };
    const meta = seoMetadata({
      site: site('en'),
      global,
      t,
      page: post,
      title: 'T',
      description: 'D',
      image: own,
      type: 'article',
    });
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      images: [{ url: 'http://en.localhost:3000/api/media/file/cover.webp' }],
    });
  });

  it('puts an ay- page’s canonical and og:url on the main host, hreflang on main hosts only', () => {
    const meta = seoMetadata({ site: site('ay-fr'), global, t, page: post, title: 'T', description: 'D' });
    expect(meta.alternates?.canonical).toBe('http://fr.localhost:3000/blog/hello');
    expect(meta.openGraph).toMatchObject({ url: 'http://fr.localhost:3000/blog/hello' });
    expect(Object.values(meta.alternates?.languages ?? {}).join(' ')).not.toContain('ay-');
  });

  it('has no image when neither the page nor the language has one', () => {
    expect(shareImage(null, 'http://fr.localhost:3000/')).toBeUndefined();
    const meta = seoMetadata({
      site: site('fr'),
      global: { ...global, shareImage: null },
      t,
      page: post,
      title: 'T',
      description: 'D',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: undefined });
  });
});
