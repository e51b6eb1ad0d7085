import { LOCALES } from '@dav/contract';
import { slugify } from '../../fields/format-slug';
import { SEED_POSTS } from './posts';
import type { Localized } from './types';

/** A menu entry of the seed: a page (by seed key), a post reference, an external URL or a heading. */
export type SeedLink = { key: string; label: Localized<string>; sublinks?: SeedLink[] } & (
  | { page: string }
  | {
      post: {
        type: 'post' | 'jobs-post' | 'subsidiary-post';
        slug: Localized<string>;
        title: Localized<string>;
      };
    }
  | { url: string }
  | { heading: true }
);

const L = (fr: string, en: string, es: string, de: string): Localized<string> => ({ fr, en, es, de });

const about: SeedLink = {
  key: 'about',
  page: 'about',
  label: L('Qui sommes-nous ?', 'About us', '¿Quiénes somos?', 'Über uns'),
};
const subsidiaries: SeedLink = {
  key: 'subsidiaries',
  page: 'subsidiaries',
  label: L('Nos filiales', 'Our subsidiaries', 'Nuestras filiales', 'Tochtergesellschaften'),
};
const offers: SeedLink = {
  key: 'offers',
  page: 'offers',
  label: L('Nos offres', 'Jobs', 'Ofertas', 'Stellenangebote'),
};
const news: SeedLink = { key: 'news', page: 'news', label: L('Actualités', 'News', 'Noticias', 'Aktuelles') };
const contact: SeedLink = {
  key: 'contact',
  page: 'contact',
  label: L('Contact', 'Contact', 'Contacto', 'Kontakt'),
};
const legal: SeedLink = {
  key: 'legal',
  page: 'legal-notice',
  label: L('Mentions légales', 'Legal notice', 'Aviso legal', 'Impressum'),
};
const privacy: SeedLink = {
  key: 'privacy',
  page: 'privacy-policy',
  label: L('Politique de confidentialité', 'Privacy policy', 'Política de privacidad', 'Datenschutz'),
};
const training: SeedLink = {
  key: 'training',
  page: 'training',
  label: L('Nos formations', 'Training courses', 'Formaciones', 'Schulungen'),
};
const welcomeToTheJungle: SeedLink = {
  key: 'wttj',
  url: 'https://www.welcometothejungle.com/fr/companies/dav',
  label: L(
    'DAV sur Welcome to the Jungle',
    'DAV on Welcome to the Jungle',
    'DAV en Welcome to the Jungle',
    'DAV bei Welcome to the Jungle',
  ),
};
const techBlog: SeedLink = {
  key: 'tech-blog',
  url: 'https://tech.dav.example',
  label: L('Le blog tech', 'Tech blog', 'Blog técnico', 'Tech-Blog'),
};
/**
 * A post of the seed, linked as an editor links one: its type, and its slug and title in each
 * language (the slug the CMS makes from the title). It must exist in every language.
 */
function seedPostLink(key: string) {
  const post = SEED_POSTS.find((p) => p.key === key);
  if (!post) throw new Error(`[seed] menus: unknown post "${key}"`);
  const title = Object.fromEntries(
    LOCALES.map((locale) => {
      const text = post.text[locale];
      if (!text) throw new Error(`[seed] menus: post "${key}" has no ${locale} text`);
      return [locale, text.title];
    }),
  ) as Localized<string>;
  const slug = Object.fromEntries(
    LOCALES.map((locale) => [locale, slugify(title[locale])]),
  ) as Localized<string>;
  return { type: 'post' as const, slug, title };
}
const groupNews: SeedLink = {
  key: 'group-news',
  post: seedPostLink('iso-27001-certification'),
  label: L(
    'Certification ISO 27001',
    'ISO 27001 certification',
    'Certificación ISO 27001',
    'ISO-27001-Zertifizierung',
  ),
};

export const SEED_MENUS: Record<'header' | 'burger' | 'footer' | 'formations', SeedLink[]> = {
  header: [about, offers],
  burger: [
    { key: 'home', page: 'home', label: L('Accueil', 'Home', 'Inicio', 'Startseite') },
    {
      key: 'group',
      heading: true,
      label: L('Le groupe', 'The group', 'El grupo', 'Die Gruppe'),
      sublinks: [about, subsidiaries, news, groupNews, techBlog],
    },
    {
      key: 'careers',
      heading: true,
      label: L('Carrières', 'Careers', 'Empleo', 'Karriere'),
      sublinks: [offers, training, welcomeToTheJungle],
    },
    contact,
  ],
  footer: [legal, privacy, contact],
  formations: [
    {
      key: 'training-cloud',
      url: 'https://formation.dav.example/cloud',
      label: L('Cloud et DevOps', 'Cloud and DevOps', 'Cloud y DevOps', 'Cloud und DevOps'),
    },
    {
      key: 'training-data',
      url: 'https://formation.dav.example/data',
      label: L('Data et IA', 'Data and AI', 'Datos e IA', 'Daten und KI'),
    },
    contact,
  ],
};

// The shell adds its own subsidiaries link (docs/product.md#shell), so the CMS's header links are others.
export const SEED_HEADER_LINKS: SeedLink[] = [about, news];

export const SEED_SOCIAL = {
  facebookUrl: 'https://www.facebook.com/dav.groupe',
  linkedinUrl: 'https://www.linkedin.com/company/dav-groupe',
  instagramUrl: 'https://www.instagram.com/dav.groupe',
  discordUrl: 'https://discord.gg/dav-groupe',
};
