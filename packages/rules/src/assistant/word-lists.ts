import de from 'naughty-words/de.json' with { type: 'json' };
import es from 'naughty-words/es.json' with { type: 'json' };
import fr from 'naughty-words/fr.json' with { type: 'json' };
import { DataSet, parseRawPattern } from 'obscenity';
import { foldAccents } from './fold';

/**
 * The French, Spanish and German words (LDNOOBW lists through the `naughty-words` package,
 * CC-BY-4.0, see NOTICE.md) as patterns for obscenity's matcher. English comes from obscenity's
 * own dataset, whose patterns are hand-tuned; these lists are plain words, so how each one is
 * matched is decided here from its length.
 */

/** A phrase of more words than this cannot be a name; its insult is listed as a word anyway. */
const MAX_PHRASE_WORDS = 3;

/**
 * Words this short, once repeated letters are collapsed (`con`, `pute`, `conard`, `marica`),
 * hide inside ordinary names (Constance, Putnam, Maricarmen, Banderas), so they only count as a
 * whole word, plural included; longer ones (`arschloch`, `gilipolas`) count anywhere, which
 * catches compounds like `Riesenarschloch`.
 */
const WHOLE_WORD_MAX_LENGTH = 6;

const REPEATED_LETTER = /(.)\1+/g;

/**
 * One form per listed word, as the matcher sees text: folded, and each run of a letter
 * written once (the matcher collapses the text's runs the same way, so `coooonnard` is `conard`).
 */
function listedForm(word: string): string {
  return foldAccents(word).trim().replace(REPEATED_LETTER, '$1');
}

function toPattern(form: string): string {
  return form.length <= WHOLE_WORD_MAX_LENGTH ? `|${form}[s]|` : form;
}

const FORMS = [...new Set([...fr, ...es, ...de].map(listedForm))].filter(
  (form) => form.split(' ').length <= MAX_PHRASE_WORDS,
);

export const OTHER_LANGUAGES_DATASET = FORMS.reduce(
  (dataset, form) => dataset.addPhrase((phrase) => phrase.addPattern(parseRawPattern(toPattern(form)))),
  new DataSet<never>(),
);
