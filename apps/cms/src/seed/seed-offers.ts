import { LOCALES } from '@dav/contract';
import type { Payload, PayloadRequest } from 'payload';
import { lexicalFromText } from '../fields/map-rich-text';
import { SEED_MANAGERS, SEED_OFFERS, SEED_SKILL_TESTS, type SeedOfferText } from './content/offers';

const DAY_MS = 86_400_000;

function textData(text: SeedOfferText) {
  return {
    title: text.title,
    slug: text.slug,
    description: lexicalFromText({ paragraphs: text.description }) as never,
    missions: lexicalFromText({ items: text.missions }) as never,
    profile: lexicalFromText({ items: text.profile }) as never,
    benefits: lexicalFromText({ items: text.benefits }) as never,
  };
}

async function idsBySlug(payload: Payload, req: PayloadRequest, collection: 'expertises' | 'subsidiaries') {
  const { docs } = await payload.find({
    collection,
    depth: 0,
    pagination: false,
    req,
    select: { slug: true },
  });
  return new Map(docs.map((doc) => [doc.slug, doc.id]));
}

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`[seed] offers: unknown ${what} "${key}"`);
  return value;
}

/**
 * Recruiter profiles and ~30 job offers in four languages (a few in French only), dated from the
 * seed's time: one closed, one scheduled (docs/product.md#job-offers). Runs once, with the
 * rest of the demo content, after the subsidiaries and expertises exist.
 */
export async function seedOffers(payload: Payload, req: PayloadRequest): Promise<void> {
  const managers = new Map<string, number>();
  for (const manager of SEED_MANAGERS) {
    const doc = await payload.create({
      collection: 'managers',
      data: {
        name: manager.name,
        position: manager.position,
        positionForm: manager.form,
        email: manager.email,
      },
      req,
    });
    managers.set(manager.key, doc.id);
  }
  const [expertises, subsidiaries] = await Promise.all([
    idsBySlug(payload, req, 'expertises'),
    idsBySlug(payload, req, 'subsidiaries'),
  ]);
  const now = Date.now();
  const offers = new Map<string, number>();
  for (const offer of SEED_OFFERS) {
    const posted = now - offer.postedDaysAgo * DAY_MS;
    const doc = await payload.create({
      collection: 'offers',
      locale: 'fr',
      req,
      data: {
        ...textData(offer.text.fr),
        _status: 'published',
        expertise: required(expertises, offer.expertise, 'expertise'),
        subsidiaries: offer.subsidiaries.map((slug) => required(subsidiaries, slug, 'subsidiary')),
        contractType: offer.contractType,
        remotePolicy: offer.remotePolicy,
        experienceLevel: offer.experienceLevel,
        salary: offer.salary
          ? {
              min: offer.salary.min,
              max: offer.salary.max ?? null,
              currency: offer.salary.currency,
              period: offer.salary.period,
            }
          : undefined,
        managers: offer.managers.map((key) => required(managers, key, 'manager')),
        technologies: offer.technologies,
        datePosted: new Date(posted).toISOString(),
        validThrough:
          offer.validForDays === null ? null : new Date(posted + offer.validForDays * DAY_MS).toISOString(),
      },
    });
    offers.set(offer.key, doc.id);
    for (const locale of LOCALES) {
      const text = offer.text[locale];
      if (locale === 'fr' || !text) continue;
      await payload.update({ collection: 'offers', id: doc.id, locale, data: textData(text), req });
    }
  }
  for (const offer of SEED_OFFERS) {
    if (!offer.related?.length) continue;
    await payload.update({
      collection: 'offers',
      id: offers.get(offer.key)!,
      data: { related: offer.related.map((key) => required(offers, key, 'related offer')) },
      req,
    });
  }
  await payload.updateGlobal({
    slug: 'recruitment',
    data: { recruitersEmail: 'recrutement@dav.localhost', skillTests: SEED_SKILL_TESTS },
    req,
  });
}
