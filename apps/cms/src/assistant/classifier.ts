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
  /** Weight of a known word that begins a longer one of the question (see `knownHeads`); 0: off. */
  headWeight: number;
  /**
   * How many words of its own (not filler) a question may have, none of them matched, and still be
   * understood from its scaffolding: "are you a bot?" is; "what is the capital of Peru?" is not.
   */
  maxUnmatchedContent: number;
}

export const TUNING: Tuning = {
  threshold: 2,
  hitWeights: [1, 0.5, 0.25],
  fillerWeight: 0.3,
  fuzzyWeight: 0.4,
  prefixWeight: 0.5,
  headWeight: 0.5,
  maxUnmatchedContent: 1,
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
  // The examples' words are stemmed once (index and vocabulary); a question's words as they come.
  const known = new Map<string, string>();
  const termOf = (word: string) => known.get(word) ?? classifierTerm(locale, word);
  const learn = (word: string) => {
    const term = termOf(word);
    known.set(word, term);
    return term;
  };
  const termsOf = (text: string) => searchWords(text).map(termOf);
  const fillers = new Set(termsOf(FILLER_WORDS[locale]));
  const vocabulary = new Set(
    intents.flatMap((intent) => intent.examples.flatMap((e) => searchWords(e).map(learn))),
  );
  /**
   * The examples' terms a longer term of the question begins with: prefix search finds a longer
   * word from a shorter one, not the reverse, and German glues words ("Initiativbewerbung" begins
   * with "initiativ"). From 5 letters: shorter heads are too often another word ("post", "postuler").
   */
  const knownHeads = (term: string) => {
    const heads: string[] = [];
    for (let length = 5; length < term.length; length++) {
      const head = term.slice(0, length);
      if (vocabulary.has(head) && !fillers.has(head)) heads.push(head);
    }
    return heads;
  };
  const index = new MiniSearch<Example>({
    fields: ['text'],
    storeFields: ['key'],
    tokenize: searchWords,
    processTerm: termOf,
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
      // A head is searched besides the question's own term, weighed down, and counts as that term.
      const headOf = new Map<string, string>();
      const hits = index.search(question, {
        processTerm: (word) => {
          const term = termOf(word);
          if (tuning.headWeight === 0) return term;
          const heads = knownHeads(term);
          for (const head of heads) if (!headOf.has(head)) headOf.set(head, term);
          return [term, ...heads];
        },
        boostTerm: (term) =>
          fillers.has(term) ? tuning.fillerWeight : headOf.has(term) ? tuning.headWeight : 1,
      });
      const match = best(intentScores(hits, tuning));
      if (match === null || match.score < tuning.threshold) return null;
      // A question with words of its own is matched on one of them, or is mostly scaffolding:
      // "quelle est la capitale du Pérou" is not "quelle est l’histoire de DAV".
      const content = new Set(termsOf(question).filter((term) => term.length > 1 && !fillers.has(term)));
      const matched = hits
        .filter((hit) => hit.key === match.key)
        .flatMap((hit) => hit.queryTerms.map((term) => headOf.get(term) ?? term));
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

/**
 * Each intent's score: its best examples' scores, weighted down from the best. An example's score
 * is its BM25 sum without MiniSearch's multiplying it by how many words matched, which let three
 * filler words outweigh the one word that matters.
 */
function intentScores(hits: readonly SearchResult[], tuning: Tuning): Map<string, number> {
  const perIntent = new Map<string, number[]>();
  for (const hit of hits) {
    const key = hit.key as string;
    const score = hit.score / Math.max(1, hit.queryTerms.length);
    perIntent.set(key, [...(perIntent.get(key) ?? []), score]);
  }
  const scores = new Map<string, number>();
  for (const [key, list] of perIntent) {
    list.sort((a, b) => b - a);
    scores.set(
      key,
      tuning.hitWeights.reduce((sum, weight, rank) => sum + weight * (list[rank] ?? 0), 0),
    );
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
