import { LOCALES } from '@dav/contract';
import type { Payload, PayloadRequest } from 'payload';
import { SEED_DAY_INTRO, SEED_DAY_PRODUCTS, type SeedDayProduct } from './content/day';
import { dayProductImage, renderSeedImage } from './images';
import { rowId } from './row-id';
import { createSeedImage } from './seed-media';

const ARRAY_OF_KIND = { theme: 'themes', room: 'rooms', lunch: 'lunches', goodie: 'goodies' } as const;

/** The day-at-DAV global (docs/product.md#a-day-at-dav): the intro and its products in four languages, each with its drawn picture. */
export async function seedDay(payload: Payload, req: PayloadRequest): Promise<void> {
  const pictures = new Map<string, number>();
  for (const product of SEED_DAY_PRODUCTS) {
    const image = dayProductImage(product.key, product.hue);
    pictures.set(
      product.key,
      await createSeedImage(payload, req, image, await renderSeedImage(image), product.title),
    );
  }
  const rows = (kind: SeedDayProduct['kind'], locale: (typeof LOCALES)[number]) =>
    SEED_DAY_PRODUCTS.filter((product) => product.kind === kind).map((product) => ({
      // Stable, so each language fills the same rows and a basket names the same product.
      id: rowId(`day/${product.key}`),
      title: product.title[locale],
      // Made from this language's title by the field's hook. Left out, Payload would keep the
      // row's stored slug, read with the fallback language: French slugs in every language.
      slug: null,
      text: product.text[locale],
      image: pictures.get(product.key) ?? null,
      ...(product.kind === 'room' ? { pricePerDay: product.pricePerDay ?? null } : {}),
    }));
  for (const locale of LOCALES) {
    await payload.updateGlobal({
      slug: 'day-at-dav',
      locale,
      data: {
        _status: 'published',
        intro: { title: SEED_DAY_INTRO.title[locale], text: SEED_DAY_INTRO.text[locale] },
        ...Object.fromEntries(
          Object.entries(ARRAY_OF_KIND).map(([kind, array]) => [
            array,
            rows(kind as SeedDayProduct['kind'], locale),
          ]),
        ),
      },
      req,
    });
  }
}
