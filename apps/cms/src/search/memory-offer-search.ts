import { LOCALES, type Locale } from '@dav/contract';
import { normalizeTerm, searchWords } from '@dav/rules/search';
import MiniSearch from 'minisearch';
import type { Payload } from 'payload';
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

const idOf = (value: unknown): string | null =>
  value == null ? null : typeof value === 'object' ? String((value as { id: unknown }).id) : String(value);

/**
 * SQLite's engine (docs/architecture.md#job-offers): a MiniSearch index per language, built from
 * the published offers on the first search after a change. SQLite's FTS5 has no French, Spanish
 * or German stemmer; our normaliser does the work here, and ranks with BM25 (title boosted).
 */
export class MemoryOfferSearch implements OfferSearch {
  private built: Promise<Map<Locale, LocaleIndex>> | null = null;

  constructor(private readonly payload: Payload) {}

  invalidate(): void {
    this.built = null;
  }

  async search(filter: OfferSearchFilter): Promise<string[]> {
    const index = (await this.indexes()).get(filter.locale)!;
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

  private indexes(): Promise<Map<Locale, LocaleIndex>> {
    // A failed build is not kept: the next search tries again.
    this.built ??= this.build().catch((error: unknown) => {
      this.built = null;
      throw error;
    });
    return this.built;
  }

  private async build(): Promise<Map<Locale, LocaleIndex>> {
    const { docs } = await this.payload.find({
      collection: 'offers',
      locale: 'all',
      depth: 0,
      pagination: false,
      showHiddenFields: true,
      where: { _status: { equals: 'published' } },
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
    const indexes = new Map<Locale, LocaleIndex>();
    for (const locale of LOCALES) {
      const offers = new Map<string, IndexedOffer>();
      for (const doc of docs) {
        const slug = (doc.slug as unknown as Localized)?.[locale];
        if (!slug) continue; // not translated: not on the site in that language
        const id = String(doc.id);
        offers.set(id, {
          id,
          title: (doc.searchTitle as unknown as Localized)?.[locale] ?? '',
          body: (doc.searchBody as unknown as Localized)?.[locale] ?? '',
          expertiseId: idOf(doc.expertise),
          subsidiaryIds: (doc.subsidiaries ?? []).map(idOf).filter((v): v is string => v !== null),
          datePosted: Date.parse(doc.datePosted),
          validThrough: doc.validThrough ? Date.parse(doc.validThrough) : null,
        });
      }
      const text = new MiniSearch<IndexedOffer>({
        fields: ['title', 'body'],
        storeFields: [],
        tokenize: searchWords,
        processTerm: (term) => normalizeTerm(locale, term) ?? null,
        searchOptions: { combineWith: 'AND', boost: { title: 3 } },
      });
      text.addAll([...offers.values()]);
      const newestFirst = [...offers.values()].sort(
        (a, b) => b.datePosted - a.datePosted || a.id.localeCompare(b.id),
      );
      indexes.set(locale, { offers, newestFirst, text });
    }
    return indexes;
  }
}
