import {
  collapseDuplicatesTransformer,
  englishDataset,
  englishRecommendedTransformers,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity';
import { FIRST_NAME_ALLOWLIST } from './first-names';
import { foldAccents } from './fold';
import { OTHER_LANGUAGES_DATASET } from './word-lists';

/**
 * Whether a name is an insult (docs/product.md#the-assistant): such a name gets the reply
 * _Joli nom d'oiseau_ and is never used. Every language's list is checked whatever the page's
 * language (an insult is an insult), through case, accents, leetspeak (`C0nn4rd`, `a$$hole`) and
 * repeated letters (`coooonnard`). Pure, so the browser checks before showing the name and the
 * server checks again.
 */

/** obscenity's English words with the transformers its author tuned them for. */
const ENGLISH = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * The French, Spanish and German words with the same folds, except that every run of a letter
 * becomes one (the English transformers keep pairs of some letters, which its patterns expect).
 */
const OTHER_LANGUAGES = new RegExpMatcher({
  ...OTHER_LANGUAGES_DATASET.build(),
  blacklistMatcherTransformers: [
    resolveConfusablesTransformer(),
    resolveLeetSpeakTransformer(),
    toAsciiLowerCaseTransformer(),
    collapseDuplicatesTransformer({ defaultThreshold: 1 }),
  ],
});

const WORD = /\p{L}+/gu;

/** Blanks the words of a name that are allowlisted first names, so Dick Smith is not a match. */
function withoutFirstNames(folded: string): string {
  return folded.replace(WORD, (word) => (FIRST_NAME_ALLOWLIST.has(word) ? ' ' : word));
}

/**
 * Three or more single letters (or leet characters) in a row, separated by spaces or punctuation:
 * `f u c k`, `s.a.l.o.p.e`. Initials (`J. R. R.`) join into nothing listed.
 */
const SPELLED_OUT =
  /(?<![\p{L}\p{N}@$!|])[\p{L}\p{N}@$!|](?:[\s.\-_*+]+[\p{L}\p{N}@$!|](?![\p{L}\p{N}@$!|])){2,}/gu;
const SEPARATORS = /[\s.\-_*+]+/g;

/** Joins a word spelled out letter by letter, which no word boundary would otherwise see. */
function joinSpelledOut(text: string): string {
  return text.replace(SPELLED_OUT, (letters) => letters.replace(SEPARATORS, ''));
}

export function isOffensiveName(name: string): boolean {
  // Spelled-out letters are joined after the allowlist, so `D i c k` is no longer Dick's name.
  const text = joinSpelledOut(withoutFirstNames(foldAccents(name)));
  return ENGLISH.hasMatch(text) || OTHER_LANGUAGES.hasMatch(text);
}
