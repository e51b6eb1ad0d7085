import type { Payload } from 'payload';
import { MemoryOfferSearch } from './memory-offer-search';
import type { OfferSearch } from './offer-search';
import { PostgresOfferSearch } from './postgres-offer-search';

/** The offers search of this CMS: PostgreSQL's full-text search, or an in-process index on SQLite. */
const engines = new WeakMap<Payload, OfferSearch>();

export function offerSearch(payload: Payload): OfferSearch {
  let engine = engines.get(payload);
  if (!engine) {
    engine =
      payload.db.name === 'postgres' ? new PostgresOfferSearch(payload) : new MemoryOfferSearch(payload);
    engines.set(payload, engine);
  }
  return engine;
}
