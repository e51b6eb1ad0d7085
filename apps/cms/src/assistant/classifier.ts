import type { Locale } from '@dav/contract';
import { normalizeTerm, removeAccents, searchWords } from '@dav/rules/search';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { BuildClassifier, IntentClassifier, IntentExamples, IntentMatch } from './understanding';

/*
 * The assistant's classifier (docs/architecture.md: bot answers): MiniSearch over every intent's
 * example questions, each example one document, with the offers search's normaliser (gender
 * folding, accents, Snowball stems) so "développeuse" meets "développeur" and "candidatura" meets
 * "candidaturas". Typos go through fuzzy matching on longer terms, half-typed words through prefix.
 */

/** An example question as indexed: its intent is all the answer needs. */
interface Example {
  id: number;
  key: string;
  text: string;
}

/**
 * The lowest score an intent must reach, else `classify` answers null (the fallback). Scores are
 * BM25 sums (see `intentScores`): one distinctive word matched exactly is worth about 3–6, a common
 * one under 1, so this lets a single meaningful word through and stops a lone fuzzy or filler match.
 */
export const CLASSIFY_THRESHOLD = 2.5;

/** Only the best hits of an intent count, the best most: many loose matches must not beat one close. */
const HIT_WEIGHTS = [1, 0.35, 0.15];

/**
 * The search normaliser's term, except that a stop word is kept as written (accents removed): the
 * offers search drops them, but "who are you" or "qui es-tu" is nothing else. BM25 weighs them
 * down by how many examples share them.
 */
function classifierTerm(locale: Locale, word: string): string {
  return normalizeTerm(locale, word) ?? removeAccents(word.toLocaleLowerCase('und'));
}

/** Fuzzy matching only from 5 letters (a stem of 4 is one edit from too many words), 1 edit, 2 from 8. */
const fuzzy = (term: string) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false);
const prefix = (term: string) => term.length >= 4;

export const buildClassifier: BuildClassifier = (locale, intents) => {
  const index = new MiniSearch<Example>({
    fields: ['text'],
    storeFields: ['key'],
    tokenize: searchWords,
    processTerm: (term) => classifierTerm(locale, term),
    searchOptions: { combineWith: 'OR', fuzzy, prefix, weights: { fuzzy: 0.4, prefix: 0.5 } },
  });
  index.addAll(examplesOf(intents));
  return {
    classify(question) {
      return best(intentScores(index.search(question)));
    },
  } satisfies IntentClassifier;
};

function examplesOf(intents: readonly IntentExamples[]): Example[] {
  const examples: Example[] = [];
  for (const intent of intents) {
    for (const text of intent.examples) examples.push({ id: examples.length, key: intent.key, text });
  }
  return examples;
}

/** Each intent's score: its best hits, weighted down from the first (hits come best first). */
export function intentScores(hits: readonly SearchResult[]): Map<string, number> {
  const seen = new Map<string, number>();
  const scores = new Map<string, number>();
  for (const hit of hits) {
    const key = hit.key as string;
    const rank = seen.get(key) ?? 0;
    const weight = HIT_WEIGHTS[rank];
    if (weight === undefined) continue;
    seen.set(key, rank + 1);
    scores.set(key, (scores.get(key) ?? 0) + weight * hit.score);
  }
  return scores;
}

function best(scores: Map<string, number>): IntentMatch | null {
  let match: IntentMatch | null = null;
  for (const [key, score] of scores) {
    if (match === null || score > match.score) match = { key, score };
  }
  return match !== null && match.score >= CLASSIFY_THRESHOLD ? match : null;
}
