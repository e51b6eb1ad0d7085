import type { Locale } from '@dav/contract';
import { searchTerms } from '@dav/rules/search';

/** What a search asks (docs/architecture.md#job-offers): ids of expertise and subsidiary, not slugs. */
export interface OfferSearchFilter {
  locale: Locale;
  /** The role as typed; empty (or stop words only) lists every offer. */
  q: string;
  expertiseId: string | null;
  subsidiaryId: string | null;
  now: Date;
}

/**
 * The search behind /nos-offres: the ids of the matching offers, best first (by relevance, then
 * newest), among those on the site in that language. One interface, two engines: an in-process
 * MiniSearch index on SQLite, PostgreSQL's own full-text search there. Both read the texts that
 * search-hooks.ts stores with each offer, normalised by @dav/rules/search.
 */
export interface OfferSearch {
  search(filter: OfferSearchFilter): Promise<string[]>;
  /** Offer `id` changed (or, without an id, anything may have): the next search sees it. */
  invalidate(id?: string): void;
  /** Gets ready for the first search (the in-process index builds); the server calls it at start. */
  warm(): void;
}

/** Whether the query has anything to search for once stop words are gone. */
export function hasSearchTerms(locale: Locale, q: string): boolean {
  return searchTerms(locale, q).length > 0;
}
