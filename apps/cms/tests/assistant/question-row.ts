/**
 * Questions a visitor might type, none of them a seeded example: paraphrases, typos, missing
 * accents, informal forms, plurals and feminine forms. Written before the examples were tuned, and
 * kept as written: a failing row is a reason to improve the model, not to reword the row.
 */
export interface QuestionRow {
  question: string;
  /**
   * Where the answer must lead: a site path (with `?youare=` for the contact form, the subsidiary's
   * page for a named one); for small talk, which leads nowhere in particular, the intent key; null
   * for the fallback.
   */
  expect: string | null;
  /** For the offers search: the role `?q=` must search (compared after normalisation), if named. */
  role?: string;
  /** For the offers search: the subsidiary's slug, if one is named. */
  subsidiary?: string;
}

export const row = (
  question: string,
  expect: string | null,
  named: Omit<QuestionRow, 'question' | 'expect'> = {},
) => ({
  question,
  expect,
  ...named,
});
