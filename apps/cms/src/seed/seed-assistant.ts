import { LOCALES } from '@dav/contract';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload';
import { SKIP_REVALIDATE } from '../hooks/revalidate-web';
import { SEED_IMAGES } from './images';
import { SEED_INTENTS } from './content/assistant/intents';
import { SEED_ASSISTANT, SEED_MASCOT_NAME, type SeedScriptedEntry } from './content/assistant/script';
import type { SeedBotAnswer, SeedBotCta } from './content/assistant/types';
import { DEMO_VIDEO } from './content/video';
import type { MediaIds } from './seed-media';

const cta = (seed: SeedBotCta) =>
  'url' in seed
    ? { label: seed.label, role: 'link' as const, url: seed.url, external: seed.external ?? false }
    : {
        label: seed.label,
        role: 'button' as const,
        userMessage: seed.userMessage,
        botMessages: seed.botMessages.map((text) => ({ text })),
      };

const answerRows = (answer: SeedBotAnswer[], media: MediaIds) =>
  answer.map((item) => ({
    message: item.message,
    ctas: (item.ctas ?? []).map(cta),
    redirection: item.redirection ?? null,
    media: item.image ? (media.get(item.image) ?? null) : null,
  }));

const entryRows = (entries: SeedScriptedEntry[], background?: number) =>
  entries.map((entry) => ({
    label: entry.label,
    userMessage: entry.userMessage,
    botMessages: entry.botMessages.map((text) => ({ text })),
    ...(background === undefined ? {} : { background }),
  }));

/** The assistant's script and set answers, then its intents, in the four languages. */
export async function seedAssistant(payload: Payload, req: PayloadRequest, media: MediaIds): Promise<void> {
  // The demo video is the one video of the seed: each drink's background until editors film theirs.
  const video = media.get(DEMO_VIDEO.key);
  for (const locale of LOCALES) {
    const script = SEED_ASSISTANT[locale];
    await payload.updateGlobal({
      slug: 'assistant',
      locale,
      data: {
        mascotName: SEED_MASCOT_NAME,
        greetings: script.greetings.map((message) => ({ message })),
        nameQuestion: script.nameQuestion,
        anonymousName: script.anonymousName,
        offensiveNameReply: script.offensiveNameReply,
        nameReply: script.nameReply.map((message) => ({ message })),
        drinks: entryRows(script.drinks, video),
        entries: entryRows(script.entries),
        fallback: answerRows(script.fallback, media),
        idle: answerRows(script.idle, media),
        unavailable: answerRows(script.unavailable, media),
        rudeness: answerRows(script.rudeness, media),
      },
      req,
    });
  }
  for (const intent of SEED_INTENTS) {
    const text = (locale: (typeof LOCALES)[number]) => ({
      examples: intent.text[locale].examples.map((question) => ({ question })),
      answer: answerRows(intent.text[locale].answer, media),
    });
    const doc = await payload.create({
      collection: 'bot-intents',
      locale: 'fr',
      data: { key: intent.key, kind: intent.kind, ...text('fr') },
      req,
    });
    for (const locale of LOCALES.filter((l) => l !== 'fr')) {
      await payload.update({ collection: 'bot-intents', id: doc.id, locale, data: text(locale), req });
    }
  }
}

/** The seed's media still in the library, by seed key (looked up by their seeded file names). */
async function seededMedia(payload: Payload, req: PayloadRequest): Promise<MediaIds> {
  const keys = new Map([
    ...SEED_IMAGES.map((image) => [image.filename, image.key] as const),
    [DEMO_VIDEO.file, DEMO_VIDEO.key],
  ]);
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { in: [...keys.keys()] } },
    select: { filename: true },
    depth: 0,
    pagination: false,
    req,
  });
  return new Map(
    docs.flatMap((doc) =>
      doc.filename && keys.has(doc.filename) ? [[keys.get(doc.filename)!, doc.id]] : [],
    ),
  );
}

/**
 * A database seeded before the assistant existed gets its script and intents once, on the next
 * start: when the assistant global was never written (its name question is empty). Editors who
 * delete intents later do not see them come back.
 */
export async function seedAssistantOnce(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({
    slug: 'assistant',
    locale: 'fr',
    fallbackLocale: false,
    depth: 0,
  });
  if (current.nameQuestion) return;
  const req = await createLocalReq({ context: { [SKIP_REVALIDATE]: true } }, payload);
  await initTransaction(req);
  try {
    await seedAssistant(payload, req, await seededMedia(payload, req));
    await commitTransaction(req);
    payload.logger.info('[seed] The assistant’s script and intents created.');
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
