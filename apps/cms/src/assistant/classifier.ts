import type { Locale } from '@dav/contract';
import { normalizeTerm, removeAccents, searchWords } from '@dav/rules/search';
import MiniSearch, { type SearchResult } from 'minisearch';
import { FILLER_WORDS } from './filler-words';
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

export interface Tuning {
  /** The lowest intent score `classify` accepts (BM25 units: one distinctive word is worth 3 to 6). */
  threshold: number;
  /** Weights of an intent's best hits, best first: many loose examples must not beat one close. */
  hitWeights: readonly number[];
  /** Weight of a filler word's match (filler-words.ts) against 1 for any other word. */
  fillerWeight: number;
  fuzzyWeight: number;
  prefixWeight: number;
  /**
   * How many words of its own (not filler) a question may have, none of them matched, and still be
   * understood from its scaffolding: "are you a bot?" is; "what is the capital of Peru?" is not.
   */
  maxUnmatchedContent: number;
  /** Whether to keep MiniSearch's multiplying an example's score by how many query words it matched. */
  quality: boolean;
}

export const TUNING: Tuning = {
  threshold: 2,
  hitWeights: [1, 0.5, 0.25],
  fillerWeight: 0.3,
  fuzzyWeight: 0.4,
  prefixWeight: 0.5,
  maxUnmatchedContent: 1,
  quality: false,
};

/**
 * The search normaliser's term, except that a stop word is kept as written (accents removed): the
 * offers search drops them, but "who are you" or "qui es-tu" is nothing else.
 */
function classifierTerm(locale: Locale, word: string): string {
  return normalizeTerm(locale, word) ?? removeAccents(word.toLocaleLowerCase('und'));
}

/** Fuzzy matching from 5 letters (a stem of 4 is one edit from too many words): 1 edit, 2 from 8. */
const fuzzy = (term: string) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false);
const prefix = (term: string) => term.length >= 5;

export const buildClassifier: BuildClassifier = (locale, intents) => createClassifier(locale, intents);

export function createClassifier(
  locale: Locale,
  intents: readonly IntentExamples[],
  tuning: Tuning = TUNING,
): IntentClassifier {
  const termsOf = (text: string) => searchWords(text).map((word) => classifierTerm(locale, word));
  const fillers = new Set(termsOf(FILLER_WORDS[locale]));
  const index = new MiniSearch<Example>({
    fields: ['text'],
    storeFields: ['key'],
    tokenize: searchWords,
    processTerm: (term) => classifierTerm(locale, term),
    searchOptions: {
      combineWith: 'OR',
      fuzzy,
      prefix,
      weights: { fuzzy: tuning.fuzzyWeight, prefix: tuning.prefixWeight },
      boostTerm: (term) => (fillers.has(term) ? tuning.fillerWeight : 1),
    },
  });
  index.addAll(examplesOf(intents));
  return {
    classify(question) {
      const hits = index.search(question);
      const match = best(intentScores(hits, tuning));
      if (match === null || match.score < tuning.threshold) return null;
      // A question with words of its own is matched on one of them, or is mostly scaffolding:
      // "quelle est la capitale du Pérou" is not "quelle est l’histoire de DAV".
      const content = new Set(termsOf(question).filter((term) => term.length > 1 && !fillers.has(term)));
      const matched = hits.filter((hit) => hit.key === match.key).flatMap((hit) => hit.queryTerms);
      if (content.size > tuning.maxUnmatchedContent && !matched.some((term) => content.has(term)))
        return null;
      return match;
    },
  };
}

function examplesOf(intents: readonly IntentExamples[]): Example[] {
  const examples: Example[] = [];
  for (const intent of intents) {
    for (const text of intent.examples) examples.push({ id: examples.length, key: intent.key, text });
  }
  return examples;
}

/** Each intent's score: its best hits, weighted down from the first (hits come best first). */
function intentScores(hits: readonly SearchResult[], tuning: Tuning): Map<string, number> {
  const seen = new Map<string, number>();
  const scores = new Map<string, number>();
  for (const hit of hits) {
    const key = hit.key as string;
    const rank = seen.get(key) ?? 0;
    const weight = tuning.hitWeights[rank];
    if (weight === undefined) continue;
    seen.set(key, rank + 1);
    const score = tuning.quality ? hit.score : hit.score / Math.max(1, hit.queryTerms.length);
    scores.set(key, (scores.get(key) ?? 0) + weight * score);
  }
  return scores;
}

function best(scores: Map<string, number>): IntentMatch | null {
  let match: IntentMatch | null = null;
  for (const [key, score] of scores) {
    if (match === null || score > match.score) match = { key, score };
  }
  return match;
}
