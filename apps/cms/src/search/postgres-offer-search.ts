import type { Locale } from '@dav/contract';
import { sql } from '@payloadcms/db-postgres';
import { foldForFullText } from '@dav/rules/search';
import type { Payload } from 'payload';
import { hasSearchTerms, type OfferSearch, type OfferSearchFilter } from './offer-search';

/**
 * The text search configuration per language, made by the migration `offers_search`: unaccent,
 * then the language's Snowball stemmer (and its stop words).
 */
export const FULL_TEXT_CONFIG: Record<Locale, string> = {
  fr: 'dav_fr',
  en: 'dav_en',
  es: 'dav_es',
  de: 'dav_de',
};

/** The weighted document of one language: title (A) above missions and profile (B). */
export const offerVectorSql = (config: string) =>
  `setweight(to_tsvector('${config}'::regconfig, coalesce(search_title, '')), 'A') || setweight(to_tsvector('${config}'::regconfig, coalesce(search_body, '')), 'B')`;

interface Drizzle {
  execute(query: unknown): Promise<{ rows: { id: number | string }[] }>;
}

/**
 * PostgreSQL's engine (docs/architecture.md#job-offers): its own full-text search over the texts
 * search-hooks.ts stores, ranked with ts_rank, through the GIN index per language of the
 * migration. Nothing to keep in step: the tables are the index.
 */
export class PostgresOfferSearch implements OfferSearch {
  constructor(private readonly payload: Payload) {}

  invalidate(): void {}

  warm(): void {}

  async search(filter: OfferSearchFilter): Promise<string[]> {
    const config = FULL_TEXT_CONFIG[filter.locale];
    const vector = sql.raw(offerVectorSql(config));
    const query = hasSearchTerms(filter.locale, filter.q)
      ? sql`plainto_tsquery(${sql.raw(`'${config}'::regconfig`)}, ${foldForFullText(filter.locale, filter.q)})`
      : null;
    const now = filter.now.toISOString();
    const statement = sql`
      select o.id from offers o
      join offers_locales l on l._parent_id = o.id and l._locale = ${sql.raw(`'${filter.locale}'`)}
      where o._status = 'published' and l.slug is not null
        and o.date_posted <= ${now} and (o.valid_through is null or o.valid_through > ${now})
        ${filter.expertiseId ? sql`and o.expertise_id = ${Number(filter.expertiseId)}` : sql``}
        ${
          filter.subsidiaryId
            ? sql`and exists (select 1 from offers_rels r where r.parent_id = o.id and r.path = 'subsidiaries' and r.subsidiaries_id = ${Number(filter.subsidiaryId)})`
            : sql``
        }
        ${query ? sql`and ${vector} @@ ${query}` : sql``}
      order by ${query ? sql`ts_rank(${vector}, ${query}) desc,` : sql``} o.date_posted desc, o.id`;
    const db = (this.payload.db as unknown as { drizzle: Drizzle }).drizzle;
    const { rows } = await db.execute(statement);
    return rows.map((row) => String(row.id));
  }
}
