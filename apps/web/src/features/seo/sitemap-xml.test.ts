import { describe, expect, it } from 'vitest';
import { sitemapSchemaErrors } from '../../../tests/sitemap-schema/validate-sitemap';
import { sitemapXml, type SitemapUrl } from './sitemap-xml';

describe('sitemapXml', () => {
  const urls: SitemapUrl[] = [
    {
      loc: 'http://fr.localhost:3000/qui-sommes-nous',
      lastmod: '2026-11-23T12:00:00.000Z',
      alternates: {
        fr: 'http://fr.localhost:3000/qui-sommes-nous',
        en: 'http://en.localhost:3000/about-us',
        'x-default': 'http://fr.localhost:3000/qui-sommes-nous',
      },
    },
    { loc: 'http://fr.localhost:3000/contactez-nous', alternates: {} },
  ];

  it('writes a document valid against the sitemaps.org 0.9 schema, hreflang links included', async () => {
    const xml = sitemapXml(urls);
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<loc>http://fr.localhost:3000/qui-sommes-nous</loc>');
    expect(xml).toContain('<lastmod>2026-11-23T12:00:00.000Z</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://en.localhost:3000/about-us"/>',
    );
  });

  it('leaves lastmod out when a page has no date of its own', () => {
    const xml = sitemapXml(urls);
    expect(xml).toContain('<url><loc>http://fr.localhost:3000/contactez-nous</loc></url>');
  });

  it('escapes what it writes, so an address can never break the document', async () => {
    const xml = sitemapXml([
      {
        loc: 'http://fr.localhost:3000/nos-offres?q=a&b=<c>',
        alternates: { fr: 'http://fr.localhost:3000/x?a="1"&b=\'2\'' },
      },
    ]);
    expect(xml).toContain('<loc>http://fr.localhost:3000/nos-offres?q=a&amp;b=&lt;c&gt;</loc>');
    expect(xml).toContain('href="http://fr.localhost:3000/x?a=&quot;1&quot;&amp;b=&apos;2&apos;"');
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
  });

  it('is refused by the schema when a date is not one', async () => {
    const xml = sitemapXml([{ loc: 'http://fr.localhost:3000/', lastmod: 'hier', alternates: {} }]);
    expect(await sitemapSchemaErrors(xml)).toHaveLength(1);
  });
});
