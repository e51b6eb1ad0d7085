import type { Payload, PayloadRequest } from 'payload';
import { LOCALES, type Locale } from '@dav/contract';
import { lexicalFromText } from '../fields/map-rich-text';
import { clientLogo, renderSeedImage, subsidiaryCover, type SeedImage } from './images';
import { SEED_SUBSIDIARIES } from './content/forms';
import { LYON_KNOW_MORE, SEED_SUBSIDIARY_DETAILS } from './content/subsidiary-details';
import { createSeedImage, mediaId, type MediaIds } from './seed-media';

/** Hues of the subsidiaries' covers, in SEED_SUBSIDIARY_DETAILS order. */
const COVER_HUES = [205, 250, 15, 40, 280, 170, 350, 120];

const COVER_ALT: Record<Locale, (title: string, city: string) => string> = {
  fr: (title, city) => `Illustration : les toits de ${city}, ville de ${title}`,
  en: (title, city) => `Illustration: the rooftops of ${city}, home of ${title}`,
  es: (title, city) => `Ilustración: los tejados de ${city}, sede de ${title}`,
  de: (title, city) => `Illustration: die Dächer von ${city}, Sitz von ${title}`,
};

const upload = async (payload: Payload, req: PayloadRequest, image: SeedImage, alt: Record<Locale, string>) =>
  createSeedImage(payload, req, image, await renderSeedImage(image), alt);

const LYON_KNOW_MORE_IMAGES = ['post-careers', 'post-news', 'post-tech'];

function lyonKnowMore(locale: Locale, media: MediaIds) {
  const strip = LYON_KNOW_MORE[locale];
  return {
    title: strip.title,
    items: strip.items.map(([title, url], i) => ({
      title,
      url,
      image: mediaId(media, LYON_KNOW_MORE_IMAGES[i]!),
    })),
  };
}

const sameAlt = (text: string): Record<Locale, string> => ({ fr: text, en: text, es: text, de: text });

/**
 * What the subsidiaries' pages show (docs/product.md#subsidiaries): address, pin, transport,
 * presentation, cover and gallery, expertises, clients with their logos, contact. After
 * seedForms (the subsidiaries and expertises exist). A subsidiary with coordinates is left as it is.
 */
export async function seedSubsidiaryDetails(payload: Payload, req: PayloadRequest, media: MediaIds) {
  const [{ docs: subsidiaries }, { docs: expertises }] = await Promise.all([
    payload.find({ collection: 'subsidiaries', pagination: false, depth: 0, req }),
    payload.find({ collection: 'expertises', pagination: false, depth: 0, req }),
  ]);
  const expertiseId = new Map(expertises.map((e) => [e.slug, e.id]));
  for (const [index, details] of SEED_SUBSIDIARY_DETAILS.entries()) {
    const doc = subsidiaries.find((s) => s.slug === details.slug);
    const seed = SEED_SUBSIDIARIES.find((s) => s.slug === details.slug);
    if (!doc || !seed || doc.coordinates?.latitude != null) continue;
    const cover = await upload(
      payload,
      req,
      subsidiaryCover(details.slug, COVER_HUES[index % COVER_HUES.length]!),
      Object.fromEntries(
        LOCALES.map((l) => [l, COVER_ALT[l](seed.title[l], details.address.city)]),
      ) as Record<Locale, string>,
    );
    const clients = [];
    for (const [i, client] of details.clients.entries()) {
      // A logo's text alternative is the name it shows, in every language (one write, no translation).
      const logo = await upload(
        payload,
        req,
        clientLogo(`${details.slug}-client-${i + 1}`, client.name),
        sameAlt(client.name),
      );
      clients.push({ name: client.name, url: client.url, logo });
    }
    await payload.update({
      collection: 'subsidiaries',
      id: doc.id,
      locale: 'fr',
      data: {
        intro: details.intro.fr,
        presentation: lexicalFromText({ paragraphs: details.presentation.fr }) as never,
        cover,
        gallery: [
          cover,
          mediaId(media, 'team'),
          mediaId(media, 'coworking-meeting-room'),
          // The demo video, with its captions, on one subsidiary.
          ...(details.slug === 'dav-lyon' ? [mediaId(media, 'demo-video')] : []),
        ],
        expertises: details.expertises.map((slug) => {
          const id = expertiseId.get(slug);
          if (id === undefined) throw new Error(`Unknown expertise ${slug} for ${details.slug}`);
          return id;
        }),
        clients,
        address: details.address,
        coordinates: details.coordinates,
        transport: details.transport,
        contact: details.contact,
        ...(details.slug === 'dav-lyon' ? { knowMore: lyonKnowMore('fr', media) } : {}),
      },
      req,
    });
    for (const locale of LOCALES.filter((l) => l !== 'fr')) {
      await payload.update({
        collection: 'subsidiaries',
        id: doc.id,
        locale,
        data: {
          intro: details.intro[locale],
          presentation: lexicalFromText({ paragraphs: details.presentation[locale] }) as never,
          ...(details.slug === 'dav-lyon' ? { knowMore: lyonKnowMore(locale, media) } : {}),
        },
        req,
      });
    }
  }
}
