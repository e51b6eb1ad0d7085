import type { MenuLink, Sublink } from '@dav/contract';
import { cmsLinkHref, isExternalHref } from '@dav/rules';

/** A menu link ready for a client leaf: only what it renders, hrefs already mapped (docs/product.md#routes-link-mapping). */
export interface MenuEntry {
  id: string;
  label: string;
  href: string;
  external: boolean;
}

export interface MenuItemEntry extends MenuEntry {
  /** The submenu's accessible name ("Sous-menu {label}"), when it has sublinks. */
  submenuLabel: string | null;
  children: MenuEntry[];
}

function toEntry(link: MenuLink | Sublink): MenuEntry {
  const href = cmsLinkHref(link);
  return { id: link.id, label: link.label, href, external: link.external_link || isExternalHref(href) };
}

export function menuItemEntries(links: MenuLink[], submenuLabel: (label: string) => string): MenuItemEntry[] {
  return links.map((link) => {
    const children = link.submenu ? link.sublinks.map(toEntry) : [];
    return {
      ...toEntry(link),
      submenuLabel: children.length > 0 ? submenuLabel(link.label) : null,
      children,
    };
  });
}
