import { LOCALES, type Locale } from '@dav/contract';
import type { KnownEntities } from '../../src/assistant/understanding';
import { SEED_EXPERTISES, SEED_SUBSIDIARIES } from '../../src/seed/content/forms';
import { SEED_OFFERS } from '../../src/seed/content/offers';

/**
 * What the seeded site has for a question to name, as the CMS reads it when it builds the model:
 * the offer titles and expertises of the language; each subsidiary by its title in every
 * language (a visitor may write "Genève" on the English site) and its cities.
 */
export function seedEntities(locale: Locale): KnownEntities {
  return {
    roles: [
      ...SEED_OFFERS.flatMap((offer) => offer.text[locale]?.title ?? []),
      ...SEED_EXPERTISES.map((expertise) => expertise.title[locale]),
    ],
    subsidiaries: SEED_SUBSIDIARIES.map((subsidiary) => ({
      slug: subsidiary.slug,
      names: [...new Set([...LOCALES.map((l) => subsidiary.title[l]), ...subsidiary.cities])],
    })),
  };
}
