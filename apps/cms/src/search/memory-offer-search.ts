import { LOCALES, type Locale } from '@dav/contract';
import { normalizeTerm, searchWords } from '@dav/rules/search';
import MiniSearch from 'minisearch';
import type { Payload, Where } from 'payload';
import { relationId, relationIds } from '../lib/relation-id';
import { hasSearchTerms, type OfferSearch, type OfferSearchFilter } from './offer-search';

/** What the index keeps of an offer besides its words: enough to filter without the database. */
interface IndexedOffer {
  id: string;
  title: string;
  body: string;
  expertiseId: string | null;
  subsidiaryIds: string[];
  datePosted: number;
  validThrough: number | null;
}

interface LocaleIndex {
  offers: Map<string, IndexedOffer>;
  /** Newest first: the order without a query, and the tie-break with one. */
  newestFirst: IndexedOffer[];
  text: MiniSearch<IndexedOffer>;
}

type Localized = Partial<Record<Locale, string | null>> | null | undefined;

/**
 * SQLite's engine (docs/architecture.md#job-offers): a MiniSearch index per language, built from
 * the published offers once (at start, or on the first search), then kept in step offer by offer:
 * a changed offer is re-read before the next search. SQLite's FTS5 has no French, Spanish
 * or German stemmer; our normaliser does the work here, and ranks with BM25 (title boosted).
 */
export class MemoryOfferSearch implements OfferSearch {
  private built: Promise<Map<Locale, LocaleIndex>> | null = null;
  /** Offers changed since the index was built: re-read one by one before the next search. */
  private readonly pending = new Set<string>();
  /** Updates run in turn, and every search waits for those asked before it. */
  private updating: Promise<void> = Promise.resolve();

  constructor(private readonly payload: Payload) {}

  invalidate(id?: string): void {
    if (id === undefined) this.built = null;
    else this.pending.add(id);
  }

  warm(): void {
    void this.ready().catch((error: unknown) =>
      this.payload.logger.warn(`[search] the offers index could not be built yet: ${String(error)}`),
    );
  }

  async search(filter: OfferSearchFilter): Promise<string[]> {
    const index = (await this.ready()).get(filter.locale)!;
    const now = filter.now.getTime();
    const visible = (offer: IndexedOffer) =>
      offer.datePosted <= now &&
      (offer.validThrough === null || offer.validThrough > now) &&
      (!filter.expertiseId || offer.expertiseId === filter.expertiseId) &&
      (!filter.subsidiaryId || offer.subsidiaryIds.includes(filter.subsidiaryId));
    if (!hasSearchTerms(filter.locale, filter.q)) return index.newestFirst.filter(visible).map((o) => o.id);
    return index.text
      .search(filter.q, { filter: (hit) => visible(index.offers.get(String(hit.id))!) })
      .sort(
        (a, b) =>
          b.score - a.score ||
          index.offers.get(String(b.id))!.datePosted - index.offers.get(String(a.id))!.datePosted,
      )
      .map((hit) => String(hit.id));
  }

  /** The index with every change so far applied. */
  private async ready(): Promise<Map<Locale, LocaleIndex>> {
    const indexes = await this.indexes();
    if (this.pending.size > 0) {
      const ids = [...this.pending];
      this.pending.clear();
      this.updating = this.updating.then(() =>
        this.reindex(indexes, ids).catch((error: unknown) => {
          this.built = null; // start afresh rather than search a half-updated index
          throw error;
        }),
      );
    }
    await this.updating;
    return indexes;
  }

  /** Re-reads the changed offers: a deleted or unpublished one leaves the index. */
  private async reindex(indexes: Map<Locale, LocaleIndex>, ids: string[]): Promise<void> {
    const docs = await this.published({ id: { in: ids } });
    for (const [locale, index] of indexes) {
      for (const id of ids) {
        if (index.text.has(id)) index.text.discard(id);
        index.offers.delete(id);
      }
      for (const doc of docs) {
        const offer = indexed(doc, locale);
        if (!offer) continue;
        index.offers.set(offer.id, offer);
        index.text.add(offer);
      }
      index.newestFirst = newestFirst(index.offers);
    }
  }

  private indexes(): Promise<Map<Locale, LocaleIndex>> {
    // A failed build is not kept: the next search tries again.
    this.built ??= this.build().catch((error: unknown) => {
      this.built = null;
      throw error;
    });
    return this.built;
  }

  private async published(where?: Where) {
    const { docs } = await this.payload.find({
      collection: 'offers',
      locale: 'all',
      depth: 0,
      pagination: false,
      showHiddenFields: true,
      where: { and: [{ _status: { equals: 'published' } }, ...(where ? [where] : [])] },
      select: {
        slug: true,
        searchTitle: true,
        searchBody: true,
        expertise: true,
        subsidiaries: true,
        datePosted: true,
        validThrough: true,
      },
    });
    return docs;
  }

  private async build(): Promise<Map<Locale, LocaleIndex>> {
    const docs = await this.published();
    const indexes = new Map<Locale, LocaleIndex>();
    for (const locale of LOCALES) {
      const offers = new Map<string, IndexedOffer>();
      for (const doc of docs) {
        const offer = indexed(doc, locale);
        if (offer) offers.set(offer.id, offer);
      }
      const text = new MiniSearch<IndexedOffer>({
        fields: ['title', 'body'],
        storeFields: [],
        tokenize: searchWords,
        processTerm: (term) => normalizeTerm(locale, term) ?? null,
        searchOptions: { combineWith: 'AND', boost: { title: 3 } },
      });
      text.addAll([...offers.values()]);
      indexes.set(locale, { offers, newestFirst: newestFirst(offers), text });
    }
    return indexes;
  }
}

type OfferDoc = Awaited<ReturnType<MemoryOfferSearch['published']>>[number];

/** An offer as the index of `locale` keeps it; null when it has no slug there (not translated). */
function indexed(doc: OfferDoc, locale: Locale): IndexedOffer | null {
  const slug = (doc.slug as unknown as Localized)?.[locale];
  if (!slug) return null;
  return {
    id: String(doc.id),
    title: (doc.searchTitle as unknown as Localized)?.[locale] ?? '',
    body: (doc.searchBody as unknown as Localized)?.[locale] ?? '',
    expertiseId: relationId(doc.expertise)?.toString() ?? null,
    subsidiaryIds: relationIds(doc.subsidiaries).map(String),
    datePosted: Date.parse(doc.datePosted),
    validThrough: doc.validThrough ? Date.parse(doc.validThrough) : null,
  };
}

const newestFirst = (offers: Map<string, IndexedOffer>) =>
  [...offers.values()].sort((a, b) => b.datePosted - a.datePosted || a.id.localeCompare(b.id));
