/** What a host tells crawlers (docs/product.md#what-search-engines-and-social-sites-see). */
export interface RobotsInput {
  /** A main host: pre-production hosts are never indexed. */
  indexable: boolean;
  /** The host's sitemap address, or null where it has none (`ay-` hosts). */
  sitemap: string | null;
}

/** Main hosts allow everything and name their sitemap; pre-production hosts disallow everything. */
export function robotsTxt({ indexable, sitemap }: RobotsInput): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', 'Allow: /', ...(sitemap ? ['', `Sitemap: ${sitemap}`] : []), ''].join('\n');
}
