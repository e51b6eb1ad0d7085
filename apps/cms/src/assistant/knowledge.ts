import type { BotAnswerItem, Locale } from '@dav/contract';
import type { Payload } from 'payload';
import { mapBotAnswer } from './map-assistant';
import type { IntentExamples, IntentKind, KnownEntities } from './understanding';

/*
 * Everything one language's model is built from, read from the database once per build (never
 * per question): the intents with their examples and answers (already in the contract's shape),
 * the set answers of the assistant global, and the things a question may name.
 */

export interface KnownIntent {
  id: number;
  kind: IntentKind;
  answer: BotAnswerItem[];
}

export interface Knowledge {
  intents: Map<string, KnownIntent>;
  examples: IntentExamples[];
  known: KnownEntities;
  fallback: BotAnswerItem[];
  idle: BotAnswerItem[];
  rudeness: BotAnswerItem[];
}

const nonEmpty = (list: readonly string[]) => [...new Set(list.map((s) => s.trim()).filter(Boolean))];

async function loadKnownEntities(payload: Payload, locale: Locale): Promise<KnownEntities> {
  const [offers, expertises, subsidiaries] = await Promise.all([
    payload.find({
      collection: 'offers',
      locale,
      where: { _status: { equals: 'published' } },
      select: { title: true },
      depth: 0,
      pagination: false,
    }),
    payload.find({ collection: 'expertises', locale, select: { title: true }, depth: 0, pagination: false }),
    payload.find({
      collection: 'subsidiaries',
      locale,
      where: { _status: { equals: 'published' } },
      select: { title: true, slug: true, cities: true },
      depth: 0,
      pagination: false,
    }),
  ]);
  return {
    roles: nonEmpty([...offers.docs, ...expertises.docs].map((doc) => doc.title ?? '')),
    subsidiaries: subsidiaries.docs.map((doc) => ({
      slug: doc.slug,
      names: nonEmpty([doc.title ?? '', ...(doc.cities ?? [])]),
    })),
  };
}

export async function loadKnowledge(payload: Payload, locale: Locale): Promise<Knowledge> {
  const [intents, assistant, known] = await Promise.all([
    payload.find({ collection: 'bot-intents', locale, depth: 2, pagination: false }),
    payload.findGlobal({ slug: 'assistant', locale, depth: 2 }),
    loadKnownEntities(payload, locale),
  ]);
  const byKey = new Map<string, KnownIntent>();
  const examples: IntentExamples[] = [];
  for (const doc of intents.docs) {
    const answer = mapBotAnswer(doc.answer, locale);
    const questions = nonEmpty((doc.examples ?? []).map((row) => row.question));
    // An intent without examples or answer in this language cannot answer in it.
    if (answer.length === 0 || questions.length === 0) continue;
    byKey.set(doc.key, { id: doc.id, kind: doc.kind, answer });
    examples.push({ key: doc.key, examples: questions });
  }
  return {
    intents: byKey,
    examples,
    known,
    fallback: mapBotAnswer(assistant.fallback, locale),
    idle: mapBotAnswer(assistant.idle, locale),
    rudeness: mapBotAnswer(assistant.rudeness, locale),
  };
}
