/**
 * Spelling folds shared by the word lists and the text checked against them, so `Scheiße`,
 * `SCHEISSE` and `scheiße` meet as one form: lower case, accents removed, and letters that are
 * two letters in plain spelling (`ß`, `œ`, `æ`) written out.
 */

const LIGATURES: Record<string, string> = { ß: 'ss', œ: 'oe', æ: 'ae' };
const LIGATURE = /[ßœæ]/g;
const COMBINING_MARK = /\p{M}/gu;

export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .replace(LIGATURE, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFKD')
    .replace(COMBINING_MARK, '');
}
