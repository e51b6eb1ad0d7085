import type { GlobalResponse } from '@dav/contract';
import { cmsLinkHref } from '@dav/rules';

export interface HeaderLink {
  key: string;
  label: string;
  href: string;
}

/**
 * The CMS links of the header (docs/product.md#shell-header): the Menus global's "Header menu"
 * (`menus.header`), then the Header global's own links, each mapped as CMS links are; a link to
 * a place already listed is shown once, and a submenu heading (no target of its own) is left out.
 */
export function headerLinks(global: Pick<GlobalResponse, 'menus' | 'header'>): HeaderLink[] {
  const seen = new Set<string>();
  const links: HeaderLink[] = [];
  for (const [source, list] of [
    ['menu', global.menus.header],
    ['header', global.header.links],
  ] as const) {
    for (const link of list) {
      const href = cmsLinkHref(link);
      if (href === '#' || seen.has(href)) continue;
      seen.add(href);
      links.push({ key: `${source}-${link.id}`, label: link.label, href });
    }
  }
  return links;
}
