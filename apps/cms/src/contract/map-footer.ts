import type { BurgerContent, FooterContent } from '@dav/contract';
import type { BurgerContent as BurgerDoc, FooterContent as FooterDoc, FooterLinks } from '../payload-types';
import { mapImage, mapImages } from '../fields/map-image';

const links = (rows: FooterLinks | undefined) =>
  (rows ?? []).map((row, index) => ({ id: row.id ?? `link-${index}`, label: row.label, url: row.url }));

export function mapBurger(doc: BurgerDoc): BurgerContent {
  return {
    facebook_url: doc.facebookUrl || null,
    linkedin_url: doc.linkedinUrl || null,
    instagram_url: doc.instagramUrl || null,
    discord_url: doc.discordUrl || null,
  };
}

/** Footer global (depth 1, media populated) → contract footer; social links come from the burger. */
export function mapFooter(doc: FooterDoc, social: BurgerContent): FooterContent {
  return {
    surtitle: doc.surtitle ?? '',
    title: doc.title ?? '',
    link: doc.link || null,
    label: doc.label ?? '',
    columns: (doc.columns ?? []).map((column, index) => ({
      id: column.id ?? `column-${index}`,
      title: column.title,
      links: links(column.links),
    })),
    buttons: links(doc.buttons),
    links: links(doc.links),
    social,
    logos: (doc.logos ?? []).flatMap((logo, index) => {
      const image = mapImage(logo.image);
      return image ? [{ id: logo.id ?? `logo-${index}`, image, url: logo.url || null }] : [];
    }),
    images: mapImages(doc.backgrounds),
    description: doc.description ?? '',
  };
}
