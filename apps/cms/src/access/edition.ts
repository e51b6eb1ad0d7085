import { LOCALES, type Locale } from '@dav/contract';
import { checkPreviewToken, DRAFT_HEADER, isDraftCredential, PREVIEW_HEADER } from '@dav/contract/preview';
import type { Where } from 'payload';
import { revalidateSecret } from '../env';

/*
 * Drafts and preview (docs/architecture.md#drafts-and-preview). The public reads what is
 * published; the site's preview, server to server, asks for the latest draft of one document with
 * the shared secret in DRAFT_HEADER and the preview link in PREVIEW_HEADER. A wrong or missing
 * header, an expired link, a link of another language, or a read of any other document reads the
 * published content, exactly as the public does: nothing in the answer tells a guess from no
 * header at all.
 */

/**
 * Whether a read of the contract serves a draft, and of which document: the collection (or
 * global) and id (null for a global) the preview link names.
 */
export type Edition = { draft: false } | { draft: true; collection: string; id: number | string | null };

export const PUBLISHED: Edition = { draft: false };

export function editionOf(request: Request, locale: Locale): Edition {
  const secret = revalidateSecret();
  if (!isDraftCredential(request.headers.get(DRAFT_HEADER), secret)) return PUBLISHED;
  const link = checkPreviewToken(request.headers.get(PREVIEW_HEADER), secret);
  if (!link.ok || link.target.locale !== locale) return PUBLISHED;
  const { collection, id } = link.target;
  // The CMS's ids are numbers (both databases' serial keys); a link carries them as text.
  return { draft: true, collection, id: id !== null && /^\d+$/.test(id) ? Number(id) : id };
}

/** The edition a read of `collection` takes: its draft only when the link names that collection. */
export const editionFor = (edition: Edition, collection: string): Edition =>
  edition.draft && edition.collection === collection ? edition : PUBLISHED;

/**
 * One document of `collection` (a detail route): read as the link's draft when the link names
 * that collection, and when that finds nothing (another document of it, or none there), as the
 * public reads it.
 */
export async function readEdition<T>(
  edition: Edition,
  collection: string,
  load: (edition: Edition) => Promise<T | null>,
): Promise<T | null> {
  const own = editionFor(edition, collection);
  return (own.draft ? await load(own) : null) ?? load(PUBLISHED);
}

/**
 * The `where` of a document the public may see: its main row is published (Payload keeps the
 * published version there while drafts pile up in the versions). A draft read takes the latest
 * version, whatever its status, of the link's document only.
 */
export const publishedOnly = (edition: Edition): Where[] => {
  if (!edition.draft) return [{ _status: { equals: 'published' } }];
  return edition.id === null ? [] : [{ id: { equals: edition.id } }];
};

/** A document's localised fields read with `locale: 'all'`: one value per language. */
type PerLocale = Partial<Record<Locale, string | null>> | string | null | undefined;

/**
 * The languages a document exists in (docs/product.md#domains-and-languages): those where it has every one of
 * `required` (its slug and title at least) of its own, never through the fallback to French.
 * A half-translated document is not in that language: 404 there, and no hreflang to it.
 */
export function languagesOf(doc: Record<string, PerLocale>, required: readonly string[]): Locale[] {
  return LOCALES.filter((locale) =>
    required.every((field) => {
      const values = doc[field];
      return typeof values === 'object' && values !== null && Boolean(values[locale]?.trim());
    }),
  );
}

/**
 * On the site in `locale` at `now` (docs/architecture.md#job-offers): published, translated
 * there (a slug in that language), posted, not closed. A draft read (the site's preview) shows the
 * latest draft, scheduled or closed, still only where translated.
 */
export function visibleOffers(now: Date, edition: Edition = PUBLISHED): Where {
  const at = now.toISOString();
  const inTime: Where[] = [
    { datePosted: { less_than_equal: at } },
    { or: [{ validThrough: { exists: false } }, { validThrough: { greater_than: at } }] },
  ];
  return { and: [...publishedOnly(edition), { slug: { exists: true } }, ...(edition.draft ? [] : inTime)] };
}
