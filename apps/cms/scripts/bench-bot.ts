/**
 * The assistant's answer route at the CMS with 100 intents per language (docs/architecture.md,
 * "The assistant"), as `npm run bench` runs it once per database:
 *   tsx scripts/bench-bot.ts sqlite|postgres
 * A temporary database gets the demo content (26 intents) and more intents up to 100 per language
 * (the seeded ones' examples with words of their own, so the vocabulary grows as editors' would);
 * then `POST /wp-json/clrz/v1/bot/answer` is called as Next calls it (no HTTP), warm, with the
 * question table of the tests in the four languages. Each answer is counted (or its question kept
 * as unmatched) in the database, as in production. Prints one JSON line: database, intents per
 * language, the first answer (cold: the model is built) and p50/p95 of the rest.
 */
import { performance } from 'node:perf_hooks';
import { BOT_ANSWER_PATH, LOCALES, type Locale } from '@dav/contract';
import { createLocalReq } from 'payload';
import { openBenchCms } from './lib/bench-cms';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const INTENTS = Number(process.env.BENCH_INTENTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

// The bench asks far more than a visitor may: the limit is not what is measured.
const { payload, close } = await openBenchCms(kind, { BOT_RATE_LIMIT: '1000000' });
const { SKIP_REVALIDATE } = await import('../src/hooks/revalidate-web');
const { QUESTION_TABLE } = await import('../tests/assistant/question-table');
const { POST } = await import('../src/app/wp-json/clrz/v1/bot/answer/route');
const { settleAnswerCounts } = await import('../src/assistant/stats');

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ter',
  'sun',
  'vra',
  'pel',
  'dor',
  'fi',
  'gan',
  'rus',
  'tel',
  'bo',
  'nix',
];
/** A made-up word, the same for the same number: two to four syllables. */
const word = (n: number) =>
  Array.from(
    { length: 2 + (n % 3) },
    (_, i) => SYLLABLES[(n * 7 + i * 5 + Math.floor(n / 3)) % SYLLABLES.length],
  ).join('');

const { docs: seeded } = await payload.find({
  collection: 'bot-intents',
  pagination: false,
  depth: 0,
  locale: 'all',
});
const req = await createLocalReq({ context: { [SKIP_REVALIDATE]: true } }, payload);
type Localised<T> = Partial<Record<Locale, T>>;
const started = performance.now();
for (let n = 0; seeded.length + n < INTENTS; n++) {
  const source = seeded[n % seeded.length]!;
  const examples = source.examples as unknown as Localised<{ question: string }[]>;
  const answer = source.answer as unknown as Localised<unknown[]>;
  const variant = (locale: Locale) =>
    (examples[locale] ?? []).map((e, i) => ({
      question: `${e.question} ${word(n * 31 + i)} ${word(n * 17 + i * 3 + 1)}`,
    }));
  const strip = (items: unknown[] = []) =>
    JSON.parse(JSON.stringify(items, (k, v) => (k === 'id' ? undefined : v)));
  const doc = await payload.create({
    collection: 'bot-intents',
    locale: 'fr',
    req,
    data: {
      key: `${source.key}-bench-${n}`,
      kind: source.kind,
      examples: variant('fr'),
      answer: strip(answer.fr),
    },
  });
  for (const locale of LOCALES.filter((l) => l !== 'fr'))
    await payload.update({
      collection: 'bot-intents',
      id: doc.id,
      locale,
      req,
      data: { examples: variant(locale), answer: strip(answer[locale]) },
    });
}
const seedMs = Math.round(performance.now() - started);

async function ask(question: string, language: Locale): Promise<number> {
  const body = new FormData();
  body.set('question', question);
  body.set('language', language);
  const t0 = performance.now();
  const res = await POST(
    new Request(`http://127.0.0.1${BOT_ANSWER_PATH}`, {
      method: 'POST',
      headers: { origin: `http://${language}.localhost:3000` },
      body,
    }),
  );
  if (res.status !== 200) throw new Error(`answer to ${question}: ${res.status} ${await res.text()}`);
  await res.json();
  return performance.now() - t0;
}

const coldMs = Math.round(await ask(QUESTION_TABLE.fr[0]!.question, 'fr'));
for (const locale of LOCALES) await ask(QUESTION_TABLE[locale][0]!.question, locale); // each model built
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++)
  for (const locale of LOCALES)
    for (const row of QUESTION_TABLE[locale]) times.push(await ask(row.question, locale));
await settleAnswerCounts();
times.sort((a, b) => a - b);
const at = (p: number) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1));
const intents = (await payload.count({ collection: 'bot-intents' })).totalDocs;

console.log(
  JSON.stringify({
    database: kind,
    intents,
    seedMs,
    coldMs,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    answers: times.length,
  }),
);
await close();
process.exit(0);
