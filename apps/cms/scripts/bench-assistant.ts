/**
 * The assistant's classifier at 100 intents per language (docs/architecture.md: bot answers):
 *   npx tsx scripts/bench-assistant.ts        (from apps/cms; BENCH_INTENTS, BENCH_ROUNDS to change)
 * Each language's model gets the seeded intents plus generated ones up to 100 (each seeded
 * intent's examples again, with words of their own, so the vocabulary grows as editors' would), then
 * classifies the question table ROUNDS times. Prints one line per language: intents, examples, the
 * build time, the first question (cold) and p50/p95. Printed, never asserted: timings vary by machine.
 */
import { performance } from 'node:perf_hooks';
import { LOCALES } from '@dav/contract';
import { buildClassifier } from '../src/assistant/classifier';
import type { IntentExamples } from '../src/assistant/understanding';
import { SEED_INTENTS } from '../src/seed/content/assistant/intents';
import { QUESTION_TABLE } from '../tests/assistant/question-table';

const INTENTS = Number(process.env.BENCH_INTENTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

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

/** The seeded intents, then copies of them with two new words per example, up to `count`. */
function benchIntents(seeded: IntentExamples[], count: number): IntentExamples[] {
  const intents = [...seeded];
  for (let n = 0; intents.length < count; n++) {
    const source = seeded[n % seeded.length]!;
    intents.push({
      key: `${source.key}-variant-${n}`,
      examples: source.examples.map(
        (example, i) => `${example} ${word(n * 31 + i)} ${word(n * 17 + i * 3 + 1)}`,
      ),
    });
  }
  return intents;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

for (const locale of LOCALES) {
  const seeded = SEED_INTENTS.map((intent) => ({ key: intent.key, examples: intent.text[locale].examples }));
  const intents = benchIntents(seeded, INTENTS);
  const examples = intents.reduce((sum, intent) => sum + intent.examples.length, 0);
  const questions = QUESTION_TABLE[locale].map((row) => row.question);

  let start = performance.now();
  const classifier = buildClassifier(locale, intents);
  const build = performance.now() - start;

  start = performance.now();
  classifier.classify(questions[0]!);
  const cold = performance.now() - start;

  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const question of questions) {
      start = performance.now();
      classifier.classify(question);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${locale}: ${intents.length} intents, ${examples} examples, build ${ms(build)}, first ${ms(cold)}, ` +
      `classify p50 ${ms(percentile(times, 0.5))} p95 ${ms(percentile(times, 0.95))} (${times.length} questions)`,
  );
}
