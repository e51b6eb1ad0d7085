import { LOCALES, type Locale } from '@dav/contract';
import type { Payload, PayloadRequest } from 'payload';
import { SHIPPED_CONSENT_TEXTS } from '../globals/consent/consent-texts';
import { shippedTrad } from '../globals/trads';
import { CMS_TRAD_KEYS, splitTradKey } from '../globals/trads/trad-keys';
import { TRAD_VOLUMES, volumeOfGroup, type TradVolumeSlug } from '../globals/trads/trad-volumes';
import { SEED_FOOTER, type SeedFooterLink } from './content/footer';
import { SEED_HEADER_LINKS, SEED_MENUS, SEED_SOCIAL, type SeedLink } from './content/menus';
import { rowId } from './row-id';
import { mediaId, type MediaIds } from './seed-media';
import type { PageIds } from './seed-pages';

function target(link: SeedLink, locale: Locale, pages: PageIds) {
  if ('page' in link) {
    const page = pages.get(link.page);
    if (page === undefined) throw new Error(`Unknown seed page ${link.page}`);
    return { type: 'internal' as const, page };
  }
  if ('post' in link) {
    const { type, slug, title } = link.post;
    return { type: 'post' as const, postType: type, postSlug: slug[locale], postTitle: title[locale] };
  }
  if ('url' in link) return { type: 'external' as const, url: link.url };
  return { type: 'none' as const };
}

/** Menu rows for one language; ids are scoped by menu so a shared entry stays distinct per menu. */
function menuRows(menu: string, links: SeedLink[], locale: Locale, pages: PageIds) {
  return links.map((link) => ({
    id: rowId(`${menu}/${link.key}`),
    label: link.label[locale],
    ...target(link, locale, pages),
    submenu: Boolean(link.sublinks?.length),
    sublinks: (link.sublinks ?? []).map((sub) => {
      const to = target(sub, locale, pages);
      if (to.type === 'none') throw new Error(`Sublink ${sub.key} needs a target`);
      return { id: rowId(`${menu}/${link.key}/${sub.key}`), label: sub.label[locale], ...to };
    }),
  }));
}

const footerLinks = (scope: string, links: SeedFooterLink[], locale: Locale) =>
  links.map((link) => ({
    id: rowId(`footer/${scope}/${link.key}`),
    label: link.label[locale],
    url: link.url(locale),
  }));

/** The shipped texts of one trads volume in one language: `{ group: { field: text } }`. */
function tradsData(locale: Locale, volume: TradVolumeSlug): Record<string, Record<string, string>> {
  const data: Record<string, Record<string, string>> = {};
  for (const key of CMS_TRAD_KEYS) {
    const text = shippedTrad(locale, key);
    const { group, field } = splitTradKey(key);
    if (text === undefined || volumeOfGroup(group) !== volume) continue;
    data[group] = { ...data[group], [field]: text };
  }
  return data;
}

export async function seedGlobals(
  payload: Payload,
  req: PayloadRequest,
  pages: PageIds,
  media: MediaIds,
): Promise<void> {
  await payload.updateGlobal({ slug: 'burger-content', data: SEED_SOCIAL, req });
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { notFoundImage: mediaId(media, 'not-found') },
    req,
  });
  // One per language (the field is localized): the same demo picture in each.
  for (const locale of LOCALES)
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: { shareImage: mediaId(media, 'share-default') },
      req,
    });
  for (const locale of LOCALES) {
    const menus = Object.fromEntries(
      Object.entries(SEED_MENUS).map(([name, links]) => [name, menuRows(name, links, locale, pages)]),
    );
    await payload.updateGlobal({ slug: 'menus', locale, data: menus, req });
    await payload.updateGlobal({
      slug: 'header-content',
      locale,
      data: {
        links: menuRows('header-content', SEED_HEADER_LINKS, locale, pages),
        linkedinUrl: SEED_SOCIAL.linkedinUrl,
        discordUrl: SEED_SOCIAL.discordUrl,
      },
      req,
    });
    await payload.updateGlobal({
      slug: 'footer-content',
      locale,
      data: {
        surtitle: SEED_FOOTER.surtitle[locale],
        title: SEED_FOOTER.title[locale],
        label: SEED_FOOTER.label[locale],
        link: SEED_FOOTER.link,
        description: SEED_FOOTER.description[locale],
        columns: SEED_FOOTER.columns.map((column) => ({
          id: rowId(`footer/column/${column.key}`),
          title: column.title[locale],
          links: footerLinks(column.key, column.links, locale),
        })),
        buttons: footerLinks('buttons', SEED_FOOTER.buttons, locale),
        links: footerLinks('links', SEED_FOOTER.links, locale),
        logos: SEED_FOOTER.logos.map((logo) => ({
          id: rowId(`footer/${logo.key}`),
          image: mediaId(media, logo.image),
          url: logo.url,
        })),
        backgrounds: SEED_FOOTER.backgrounds.map((key) => mediaId(media, key)),
      },
      req,
    });
    // No container: nothing is loaded until an editor sets one.
    await payload.updateGlobal({
      slug: 'consent',
      locale,
      data: { revision: 1, ...SHIPPED_CONSENT_TEXTS[locale] },
      req,
    });
    for (const { slug } of TRAD_VOLUMES) {
      await payload.updateGlobal({ slug, locale, data: tradsData(locale, slug), req });
    }
  }
}
