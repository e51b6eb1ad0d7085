/**
 * MiniSearch against NLP.js on the assistant's question table (docs/architecture.md: NLP.js only
 * if it scores clearly better on the same table). NLP.js is not a dependency: install it apart,
 *   mkdir -p /tmp/nlpjs && cd /tmp/nlpjs && npm init -y && npm install @nlpjs/nlp@4.27.0 \
 *     @nlpjs/lang-fr@4.26.1 @nlpjs/lang-en@4.26.1 @nlpjs/lang-es@4.26.1 @nlpjs/lang-de@4.26.1
 * then, from apps/cms: NLPJS_DIR=/tmp/nlpjs npx tsx scripts/compare-classifiers.ts
 * Prints, per language and engine, the share of the table answered right, the build time and the
 * classify p50/p95 (NLP.js answers asynchronously; its time is the awaited call).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCALES, type Locale } from '@dav/contract';
import { buildClassifier } from '../src/assistant/classifier';
import type { IntentMatch } from '../src/assistant/understanding';
import { SEED_INTENTS } from '../src/seed/content/assistant/intents';
import { scoreTable } from '../tests/assistant/evaluate';
import { QUESTION_TABLE } from '../tests/assistant/question-table';
import { seedEntities } from '../tests/assistant/seed-entities';

/** What this script uses of NLP.js, typed here since the package is not installed with the CMS. */
interface NlpJs {
  addDocument(locale: string, text: string, intent: string): void;
  train(): Promise<void>;
  process(locale: string, text: string): Promise<{ intent: string; score: number }>;
}

const LANG_PACKAGES: Record<Locale, [string, string]> = {
  fr: ['@nlpjs/lang-fr', 'LangFr'],
  en: ['@nlpjs/lang-en', 'LangEn'],
  es: ['@nlpjs/lang-es', 'LangEs'],
  de: ['@nlpjs/lang-de', 'LangDe'],
};

const requireNlp = createRequire(path.join(process.env.NLPJS_DIR ?? '/tmp/nlpjs', 'package.json'));

async function buildNlpJs(locale: Locale): Promise<NlpJs> {
  const { containerBootstrap } = requireNlp('@nlpjs/core') as { containerBootstrap: () => Promise<unknown> };
  const { Nlp } = requireNlp('@nlpjs/nlp') as { Nlp: new (settings: object) => NlpJs };
  const [name, exported] = LANG_PACKAGES[locale];
  const container = (await containerBootstrap()) as { use: (plugin: unknown) => void };
  container.use((requireNlp(name) as Record<string, unknown>)[exported]);
  const nlp = new Nlp({
    container,
    languages: [locale],
    autoSave: false,
    autoLoad: false,
    nlu: { log: false },
    threshold: Number(process.env.NLPJS_THRESHOLD ?? 0.5),
  });
  for (const intent of SEED_INTENTS) {
    for (const example of intent.text[locale].examples) nlp.addDocument(locale, example, intent.key);
  }
  await nlp.train();
  return nlp;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

function report(
  engine: string,
  locale: Locale,
  answers: Map<string, IntentMatch | null>,
  build: number,
  times: number[],
) {
  const score = scoreTable(
    locale,
    (question) => answers.get(question) ?? null,
    QUESTION_TABLE[locale],
    SEED_INTENTS,
    seedEntities(locale),
  );
  const sorted = [...times].sort((a, b) => a - b);
  const share = ((score.right / score.total) * 100).toFixed(1);
  console.log(
    `${engine.padEnd(10)} ${locale}  ${score.right}/${score.total} (${share} %)  build ${ms(build)}  classify p50 ${ms(percentile(sorted, 0.5))} p95 ${ms(percentile(sorted, 0.95))}`,
  );
}

for (const locale of LOCALES) {
  const questions = QUESTION_TABLE[locale].map((row) => row.question);

  let start = performance.now();
  const classifier = buildClassifier(
    locale,
    SEED_INTENTS.map((intent) => ({ key: intent.key, examples: intent.text[locale].examples })),
  );
  const miniBuild = performance.now() - start;
  const miniAnswers = new Map<string, IntentMatch | null>();
  const miniTimes: number[] = [];
  for (const question of questions) {
    start = performance.now();
    miniAnswers.set(question, classifier.classify(question));
    miniTimes.push(performance.now() - start);
  }
  report('MiniSearch', locale, miniAnswers, miniBuild, miniTimes);

  start = performance.now();
  const nlp = await buildNlpJs(locale);
  const nlpBuild = performance.now() - start;
  const nlpAnswers = new Map<string, IntentMatch | null>();
  const nlpTimes: number[] = [];
  for (const question of questions) {
    start = performance.now();
    const result = await nlp.process(locale, question);
    nlpTimes.push(performance.now() - start);
    nlpAnswers.set(question, result.intent === 'None' ? null : { key: result.intent, score: result.score });
  }
  report('NLP.js', locale, nlpAnswers, nlpBuild, nlpTimes);
}
