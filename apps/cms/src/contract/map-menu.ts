import type { MenuLink, MenuLinkTarget, Sublink } from '@dav/contract';
import type { MenuLinks, MenuSublinks, Page } from '../payload-types';

/** What a menu needs of a page, in the requested language. */
export interface PageRef {
  slug: string;
  title: string | null;
  template: Page['template'];
}
export type PageIndex = ReadonlyMap<string, PageRef>;

type MenuLinkRow = NonNullable<MenuLinks>[number];
type MenuSublinkRow = NonNullable<MenuSublinks>[number];
type Row = MenuLinkRow | MenuSublinkRow;

const pageId = (page: Row['page']): string | null =>
  page == null ? null : String(typeof page === 'object' ? page.id : page);

/** Ids of the pages a set of menus points to, to load them in one query. */
export function collectPageIds(menus: (MenuLinks | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const row of menus.flatMap((menu) => menu ?? [])) {
    for (const link of [row, ...(row.sublinks ?? [])]) {
      const id = link.type === 'internal' ? pageId(link.page) : null;
      if (id) ids.add(id);
    }
  }
  return [...ids];
}

/** The link part of an entry; `undefined` when it points to a page missing in this language. */
function target(row: Row, pages: PageIndex): Omit<Sublink, 'id' | 'label'> | undefined {
  switch (row.type) {
    case 'external':
      return row.url ? { link: null, external_link: true, url: row.url } : undefined;
    case 'post': {
      if (!row.postType || !row.postSlug) return undefined;
      const link: MenuLinkTarget = {
        post_name: row.postSlug,
        post_type: row.postType,
        page_template: null,
        post_title: row.postTitle || row.label,
        to: null,
      };
      return { link, external_link: false, url: null };
    }
    case 'none':
      return { link: null, external_link: false, url: null };
    default: {
      const id = pageId(row.page);
      const page = id ? pages.get(id) : undefined;
      if (!page) return undefined;
      const link: MenuLinkTarget = {
        post_name: page.slug,
        post_type: 'page',
        page_template: page.template,
        post_title: page.title || row.label,
        to: null,
      };
      return { link, external_link: false, url: null };
    }
  }
}

const rowId = (row: Row, index: number) => row.id ?? `link-${index}`;

function mapSublinks(rows: MenuSublinks | undefined, pages: PageIndex): Sublink[] {
  return (rows ?? []).flatMap((row, index) => {
    const to = target(row, pages);
    return to ? [{ id: rowId(row, index), label: row.label, ...to }] : [];
  });
}

/**
 * Menu rows → contract menu links. An entry whose page has no slug in the requested language
 * is left out (the link would 404), unless it still heads a non-empty submenu.
 */
export function mapMenuLinks(rows: MenuLinks | undefined, pages: PageIndex): MenuLink[] {
  return (rows ?? []).flatMap((row, index) => {
    const submenu = Boolean(row.submenu);
    const sublinks = submenu ? mapSublinks(row.sublinks, pages) : [];
    const to =
      target(row, pages) ?? (sublinks.length ? { link: null, external_link: false, url: null } : undefined);
    return to ? [{ id: rowId(row, index), label: row.label, ...to, submenu, sublinks }] : [];
  });
}
