import { LOCALES, type Locale } from '@dav/contract';
import { DRAFT_HEADER, isDraftCredential } from '@dav/contract/preview';
import type { Where } from 'payload';
import { revalidateSecret } from '../env';

/*
 * Drafts and preview (docs/architecture.md#drafts-and-preview). The public reads what is
 * published; the site's preview, server to server, asks for the latest draft with the shared
 * secret in DRAFT_HEADER. A wrong or missing header reads the published content, exactly as the
 * public does: nothing in the answer tells a guess from no header at all.
 */

/** Whether a read of the contract serves the latest drafts (`draft`) or the published content. */
export interface Edition {
  draft: boolean;
}

export const PUBLISHED: Edition = { draft: false };

export function editionOf(request: Request): Edition {
  return { draft: isDraftCredential(request.headers.get(DRAFT_HEADER), revalidateSecret()) };
}

/**
 * The `where` of a document the public may see: its main row is published (Payload keeps the
 * published version there while drafts pile up in the versions). A draft read takes the latest
 * version, whatever its status.
 */
export const publishedOnly = ({ draft }: Edition): Where[] =>
  draft ? [] : [{ _status: { equals: 'published' } }];

/** A document's localised fields read with `locale: 'all'`: one value per language. */
type PerLocale = Partial<Record<Locale, string | null>> | string | null | undefined;

/**
 * The languages a document exists in (docs/product.md#languages): those where it has every one of
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
