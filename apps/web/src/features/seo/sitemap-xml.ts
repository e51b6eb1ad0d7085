/** One `<url>` of a sitemap: an absolute address, its last edit, the same page in each language. */
export interface SitemapUrl {
  loc: string;
  /** W3C date-time (ISO 8601), or none when the page has no date of its own. */
  lastmod?: string;
  /** hreflang (`fr`, `x-default`) → absolute address, the page itself included. */
  alternates: Record<string, string>;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * The sitemaps.org 0.9 document of `urls`, with `xhtml:link` hreflang alternates
 * (docs/product.md#what-search-engines-and-social-sites-see). Every value is escaped: slugs come from the CMS.
 */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map(({ loc, lastmod, alternates }) => {
    const links = Object.entries(alternates).map(
      ([lang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
    );
    const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(loc)}</loc>${date}${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
    '</urlset>',
    '',
  ].join('\n');
}
