import type { Locale } from '@dav/contract';
import { stemmer as stemDe } from '@orama/stemmers/german';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { stemmer as stemFr } from '@orama/stemmers/french';

/**
 * Text normalisation for search (docs/product.md#job-offers): what a visitor types and what
 * an offer says are reduced to the same terms, so "développeuse expérimentée" finds "Développeur
 * expérimenté". Per word: lower case, the feminine form of a job noun or adjective folded to its
 * masculine (the stemmers do not relate them), accents removed, then the language's Snowball stem.
 * Pure, so the CMS's index and the assistant share it; PostgreSQL gets the folded text and does
 * the accent and stem steps itself (unaccent, then its Snowball stemmer: the same order).
 */

const STEMMERS: Record<Locale, (word: string) => string> = { fr: stemFr, en: stemEn, es: stemEs, de: stemDe };

/** Suffix rewrites, longest match first; applied once per word, on the lower-case accented word. */
const GENDER_FOLDS: Record<Locale, readonly [RegExp, string][]> = {
  fr: [
    [/(\p{L}{3,})euses?$/u, '$1eur'], // développeuse → développeur
    [/(\p{L}{2,})rices?$/u, '$1eur'], // directrice, administratrice → directeur, administrateur
    [/(\p{L}{2,})iennes?$/u, '$1ien'], // technicienne → technicien
    [/(\p{L}{2,})ières?$/u, '$1ier'], // infirmière → infirmier
    [/(\p{L}{2,})eures?$/u, '$1eur'], // ingénieure → ingénieur
    [/(\p{L}{2,})ives?$/u, '$1if'], // sportive → sportif
    [/(\p{L}{2,})ffes?$/u, '$1f'], // cheffe → chef
    [/(\p{L}{2,})é(?:e|es|s)$/u, '$1é'], // expérimentée, confirmés → expérimenté, confirmé
  ],
  en: [],
  es: [
    [/(\p{L}{3,})oras?$/u, '$1or'], // desarrolladora → desarrollador
    [/(\p{L}{3,})eras?$/u, '$1ero'], // ingeniera → ingeniero
    [/(\p{L}{2,})([cg])as?$/u, '$1$2o'], // técnica, analógica → técnico, analógico
    [/(\p{L}{2,})ctas?$/u, '$1cto'], // arquitecta → arquitecto
    [/^jefas?$/u, 'jefe'],
  ],
  de: [
    // Entwicklerin, Ingenieurin, Architektin, Spezialistin, Praktikantin, Kandidatin, Autorin (and -innen)
    [/(\p{L}{2,}(?:er|eur|ekt|ist|ant|ent|og|at|or))in(?:nen)?$/u, '$1'],
  ],
};

/** Words that carry no meaning in a search; PostgreSQL's Snowball configurations drop theirs too. */
const STOPWORDS: Record<Locale, ReadonlySet<string>> = {
  fr: new Set(
    'a au aux avec ce ces dans de des du en et h f hf la le les leur lui ma mais me mes mon ne nos notre nous ou par pas pour qu que qui sa se ses son sur ta te tes ton tu un une vos votre vous chez'.split(
      ' ',
    ),
  ),
  en: new Set(
    'a an and are as at be by for from has he in is it its of on or that the to was were will with you your m f'.split(
      ' ',
    ),
  ),
  es: new Set('a al con de del el en es la las lo los o para por que se su sus un una uno y m f'.split(' ')),
  de: new Set(
    'als am an auf aus bei das dem den der des die ein eine einem einen einer für im in ist mit und von zu zum zur m w d'.split(
      ' ',
    ),
  ),
};

/** Letters and digits, keeping `c++`, `c#`, `f#`; apostrophes, dashes and dots separate words. */
const WORD = /[\p{L}\p{N}]+[+#]*/gu;

/** The words of a text, lower case, in order. */
export function searchWords(text: string): string[] {
  return text.normalize('NFC').toLocaleLowerCase('und').match(WORD) ?? [];
}

/** `Développeuse` → `développeur`: the masculine form, accents kept (the form PostgreSQL is given). */
export function foldGender(locale: Locale, word: string): string {
  for (const [pattern, replacement] of GENDER_FOLDS[locale]) {
    if (pattern.test(word)) return word.replace(pattern, replacement);
  }
  return word;
}

/** `é` → `e`, `ß` → `ss`, `œ` → `oe`: what PostgreSQL's unaccent does for these languages. */
export function removeAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/** One word's search term, or null for a stop word. */
export function normalizeTerm(locale: Locale, word: string): string | null {
  const lower = word.normalize('NFC').toLocaleLowerCase('und');
  if (STOPWORDS[locale].has(lower) || STOPWORDS[locale].has(removeAccents(lower))) return null;
  return STEMMERS[locale](removeAccents(foldGender(locale, lower)));
}

/** The search terms of a text, in order (repeats kept: they weigh in the ranking). */
export function searchTerms(locale: Locale, text: string): string[] {
  return searchWords(text).flatMap((word) => normalizeTerm(locale, word) ?? []);
}

/**
 * The text as PostgreSQL's full-text search is given it: words lower case, feminine forms folded,
 * accents kept (its configuration removes them, then stems).
 */
export function foldForFullText(locale: Locale, text: string): string {
  return searchWords(text)
    .map((word) => foldGender(locale, word))
    .join(' ');
}
