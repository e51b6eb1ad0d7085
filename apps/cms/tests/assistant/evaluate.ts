import type { Locale } from '@dav/contract';
import { searchTerms } from '@dav/rules/search';
import { completeLink, OFFERS_PATH } from '../../src/assistant/destination';
import { extractEntities } from '../../src/assistant/entities';
import type { IntentMatch, KnownEntities } from '../../src/assistant/understanding';
import { SMALL_TALK_INTENTS } from '../../src/seed/content/assistant/intents-small-talk';
import type { SeedIntent } from '../../src/seed/content/assistant/types';
import type { QuestionRow } from './question-row';

/** Where an intent's answer leads: its first redirection, else its first link. */
export function answerLink(intent: SeedIntent, locale: Locale): string | null {
  const answer = intent.text[locale].answer;
  const redirection = answer.find((item) => item.redirection)?.redirection;
  if (redirection) return redirection;
  for (const item of answer) {
    for (const cta of item.ctas ?? []) if ('url' in cta) return cta.url;
  }
  return null;
}

/** Intents that chat rather than lead somewhere: their links are suggestions, not the answer. */
const SMALL_TALK = new Set(SMALL_TALK_INTENTS.map((intent) => intent.key));

/**
 * What the assistant makes of a question: the page it leads to (the intent's link completed with
 * what the question names), the intent key for small talk, or null for the fallback.
 */
export function answerOf(
  locale: Locale,
  match: IntentMatch | null,
  question: string,
  intents: readonly SeedIntent[],
  known: KnownEntities,
): string | null {
  if (match === null) return null;
  if (SMALL_TALK.has(match.key)) return match.key;
  const intent = intents.find((i) => i.key === match.key)!;
  const link = answerLink(intent, locale);
  return link && completeLink(intent.kind, link, extractEntities(locale, question, known));
}

const terms = (locale: Locale, text: string | null | undefined) =>
  searchTerms(locale, text ?? '')
    .sort()
    .join(' ');

/** Whether the answer leads where the row expects: same page, same `youare`, same role and subsidiary. */
export function isRight(locale: Locale, row: QuestionRow, got: string | null): boolean {
  if (row.expect === null || got === null || !row.expect.startsWith('/')) return got === row.expect;
  const [gotPath, gotQuery] = got.split('?', 2);
  const [path, query] = row.expect.split('?', 2);
  const gotParams = new URLSearchParams(gotQuery);
  if (gotPath !== path || gotParams.get('youare') !== new URLSearchParams(query).get('youare')) return false;
  if (path !== OFFERS_PATH) return true;
  return (
    terms(locale, gotParams.get('q')) === terms(locale, row.role) &&
    gotParams.get('subsidiary') === (row.subsidiary ?? null)
  );
}

export interface Score {
  right: number;
  total: number;
  wrong: { question: string; expected: string; got: string }[];
}

/** Runs a language's table through a classifier and the answers' links. */
export function scoreTable(
  locale: Locale,
  classify: (question: string) => IntentMatch | null,
  rows: readonly QuestionRow[],
  intents: readonly SeedIntent[],
  known: KnownEntities,
): Score {
  const score: Score = { right: 0, total: rows.length, wrong: [] };
  for (const row of rows) {
    const got = answerOf(locale, classify(row.question), row.question, intents, known);
    if (isRight(locale, row, got)) score.right++;
    else {
      const expected = `${row.expect}${row.role ? ` q=${row.role}` : ''}${row.subsidiary ? ` s=${row.subsidiary}` : ''}`;
      score.wrong.push({ question: row.question, expected, got: String(got) });
    }
  }
  return score;
}
