import { isLocale, type Locale } from '@dav/contract';
import { PREVIEW_PATH, PREVIEW_TOKEN_PARAM, signPreviewToken } from '@dav/contract/preview';
import { routePath, TEMPLATE_PATHS, type SiteCode } from '@dav/rules';
import { previewLinkTtlS, revalidateSecret } from '../../env';
import { mainSiteOrigin } from '../../lib/public-site';

/*
 * Where a document is seen on the site, and the signed link that shows its draft there
 * (docs/architecture.md#drafts-and-preview). One function for the live preview's frame, the
 * sidebar's "preview on the site" link and its accessible variant.
 */

/** The documents with a preview: their slug in the admin. */
export const PREVIEWED = ['pages', 'posts', 'offers', 'subsidiaries', 'coworking', 'day-at-dav'] as const;
export type Previewed = (typeof PREVIEWED)[number];

export const isPreviewed = (slug: unknown): slug is Previewed => PREVIEWED.includes(slug as Previewed);

/** The globals among them (one document, always there). */
const GLOBALS: readonly Previewed[] = ['coworking', 'day-at-dav'];
export const isPreviewedGlobal = (slug: Previewed) => GLOBALS.includes(slug);

type Data = Record<string, unknown> | null | undefined;

const slugOf = (data: Data) => {
  const slug = data?.slug;
  return typeof slug === 'string' && slug.trim() ? slug.trim() : null;
};

/** The document's path on the site (packages/rules' route table), or null when it has none yet. */
export function previewPath(entity: Previewed, data: Data): string | null {
  switch (entity) {
    case 'coworking':
      return routePath('coworking');
    case 'day-at-dav':
      return routePath('day');
    case 'posts':
      return slugOf(data) && routePath('blog-post', slugOf(data)!);
    case 'offers':
      return slugOf(data) && routePath('offer', slugOf(data)!);
    case 'subsidiaries':
      return slugOf(data) && routePath('subsidiary', slugOf(data)!);
    case 'pages': {
      const template = data?.template;
      if (typeof template === 'string' && Object.hasOwn(TEMPLATE_PATHS, template))
        return TEMPLATE_PATHS[template]!;
      const slug = slugOf(data);
      if (!slug) return null;
      return slug === 'home' ? routePath('home') : routePath('page', slug);
    }
  }
}

/**
 * The host a language is previewed on: its main host, or its accessibility one (`ay-fr`, `ay-en`)
 * when asked; Spanish and German have none, so they stay on their own.
 */
export function previewSiteCode(locale: Locale, accessible: boolean): SiteCode {
  if (!accessible) return locale;
  return locale === 'fr' ? 'ay-fr' : locale === 'en' ? 'ay-en' : locale;
}

/**
 * A link's expiry: PREVIEW_LINK_TTL_S from now, rounded up to a tenth of it. Payload asks for the
 * live preview's address again after each save, and a new address reloads the frame; rounded, the
 * address stays the same a while (6 minutes by default) and the frame just refreshes.
 */
export function previewExpiry(now: number): number {
  const ttl = previewLinkTtlS() * 1000;
  const step = Math.max(1000, Math.round(ttl / 10));
  return Math.ceil((now + ttl) / step) * step;
}

export interface PreviewRequest {
  entity: Previewed;
  /** The document as edited (the live preview's form data), or as last saved. */
  data: Data;
  locale: unknown;
  accessible?: boolean;
  now?: number;
}

/**
 * The signed link that opens the document's draft on the host of the language being edited, or
 * null: a document never saved, without a path in that language, or a variant the language lacks.
 * It names the document (collection, id, language) as well as its path: the site shows that
 * draft at that path only, and the CMS serves a draft to it of that document only.
 */
export function previewUrl({ entity, data, locale, accessible = false, now = Date.now() }: PreviewRequest) {
  if (!isPreviewedGlobal(entity) && (data?.id === undefined || data.id === null)) return null;
  if (!isLocale(locale)) return null;
  const path = previewPath(entity, data);
  const site = previewSiteCode(locale, accessible);
  const origin = mainSiteOrigin(site);
  if (!path || !origin) return null;
  const id = isPreviewedGlobal(entity) ? null : String(data!.id);
  const token = signPreviewToken(
    { site, path, exp: previewExpiry(now), collection: entity, id, locale },
    revalidateSecret(),
  );
  return `${origin}${PREVIEW_PATH}?${new URLSearchParams({ [PREVIEW_TOKEN_PARAM]: token })}`;
}
