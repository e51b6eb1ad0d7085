import { isSlug, LOCALES, type Locale, type SitemapEntry, type SitemapResponse } from '@dav/contract';
import type { Payload, Where } from 'payload';
import { loadDay } from './load-day';
import { PAGE_REQUIRED } from './load-page';
import { languagesOf, PUBLISHED, publishedOnly } from '../access/edition';
import { visibleOffers } from '../access/edition';
import { visiblePosts } from './post-cards';

type Slugs = Partial<Record<Locale, string | null>>;

/** One document: its id, its last edit, its slug in each language where it is on the site. */
interface Doc {
  id: string;
  updatedAt: string;
  slugs: Map<Locale, string>;
}

/** The document in `locale`, with its slugs elsewhere as translations; null when it is not there. */
function entryIn(doc: Doc, locale: Locale): SitemapEntry | null {
  const slug = doc.slugs.get(locale);
  if (!slug) return null;
  return {
    slug,
    updatedAt: doc.updatedAt,
    translations: [...doc.slugs]
      .filter(([lang]) => lang !== locale)
      .map(([lang, other]) => ({ lang, slug: other })),
  };
}

/**
 * Posts or offers, each with the languages it is visible in: one query per language with the same
 * visibility rule as the list and the page (published, translated there, posted, not closed).
 */
async function visibleDocs(
  payload: Payload,
  collection: 'posts' | 'offers',
  visible: (now: Date) => Where,
  now: Date,
): Promise<Doc[]> {
  const byId = new Map<string, Doc>();
  for (const lang of LOCALES) {
    const { docs } = await payload.find({
      collection,
      locale: lang,
      fallbackLocale: false,
      depth: 0,
      pagination: false,
      where: visible(now),
      select: { slug: true, title: true, updatedAt: true },
    });
    type Found = { id: number | string; slug?: string | null; title?: string | null; updatedAt: string };
    for (const doc of docs as Found[]) {
      // Untitled in that language: half-translated, not on the site there (edition.ts).
      if (!doc.slug || !isSlug(doc.slug) || !doc.title?.trim()) continue;
      const id = String(doc.id);
      const entry = byId.get(id) ?? { id, updatedAt: doc.updatedAt, slugs: new Map() };
      entry.slugs.set(lang, doc.slug);
      byId.set(id, entry);
    }
  }
  return [...byId.values()];
}

/**
 * Published CMS pages, each in the languages where it has its own slug and title (as the page
 * route finds them: edition.ts, languagesOf), and their template. Never a draft.
 */
async function pages(
  payload: Payload,
): Promise<(Doc & { template: SitemapResponse['pages'][number]['template'] })[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    locale: 'all',
    depth: 0,
    pagination: false,
    where: { and: publishedOnly(PUBLISHED) },
    select: { slug: true, title: true, template: true, updatedAt: true },
  });
  return docs.map((doc) => {
    const slugs = (doc.slug ?? {}) as unknown as Slugs;
    const languages = languagesOf(doc as unknown as Parameters<typeof languagesOf>[0], PAGE_REQUIRED);
    return {
      id: String(doc.id),
      updatedAt: doc.updatedAt,
      template: doc.template ?? 'default',
      slugs: new Map(languages.flatMap((lang) => (isSlug(slugs[lang] ?? '') ? [[lang, slugs[lang]!]] : []))),
    };
  });
}

/** Published subsidiaries: their slug is one for all languages; they are listed where they have a title. */
async function subsidiaries(payload: Payload): Promise<Doc[]> {
  const { docs } = await payload.find({
    collection: 'subsidiaries',
    locale: 'all',
    depth: 0,
    pagination: false,
    where: { and: publishedOnly(PUBLISHED) },
    select: { slug: true, title: true, updatedAt: true },
    joins: false,
  });
  return docs.flatMap((doc) => {
    const titles = (doc.title ?? {}) as unknown as Slugs;
    const slug = doc.slug;
    if (!slug || !isSlug(slug)) return [];
    return [
      {
        id: String(doc.id),
        updatedAt: doc.updatedAt,
        slugs: new Map(LOCALES.flatMap((lang) => (titles[lang] ? [[lang, slug] as const] : []))),
      },
    ];
  });
}

/** The day's products in `locale` (as the day's route shows them), with the global's last edit. */
async function day(
  payload: Payload,
  locale: Locale,
): Promise<{ updatedAt: string | null; products: SitemapEntry[] }> {
  const { doc, day: content } = await loadDay(payload, locale, 0);
  const updatedAt = doc.updatedAt ?? null;
  const products = [...content.themes, ...content.rooms, ...content.lunches, ...content.goodies];
  return {
    updatedAt,
    products: products.map(({ slug, translations }) => ({ slug, translations, updatedAt: updatedAt ?? '' })),
  };
}

/**
 * GET /wp-json/api/{locale}/sitemap (docs/product.md#what-search-engines-and-social-sites-see): everything on the
 * site in `locale`, with what a sitemap needs of each (slug, last edit, slugs in other languages).
 */
export async function loadSitemap(
  payload: Payload,
  locale: Locale,
  now = new Date(),
): Promise<SitemapResponse> {
  const [pageDocs, posts, offers, subs, dayContent, coworking] = await Promise.all([
    pages(payload),
    visibleDocs(payload, 'posts', visiblePosts, now),
    visibleDocs(payload, 'offers', visibleOffers, now),
    subsidiaries(payload),
    day(payload, locale),
    payload.findGlobal({ slug: 'coworking', locale, depth: 0 }),
  ]);
  const entries = (docs: Doc[]) => docs.flatMap((doc) => entryIn(doc, locale) ?? []);
  return {
    pages: pageDocs.flatMap((doc) => {
      const entry = entryIn(doc, locale);
      return entry ? [{ ...entry, template: doc.template }] : [];
    }),
    posts: entries(posts),
    offers: entries(offers),
    subsidiaries: entries(subs),
    dayProducts: dayContent.products,
    dayUpdatedAt: dayContent.updatedAt,
    coworkingUpdatedAt: (coworking as { updatedAt?: string | null }).updatedAt ?? null,
  };
}
