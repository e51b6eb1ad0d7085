import { BotAnswerSchema, BotQuestionSchema, type Locale } from '@dav/contract';
import { localeOf, SITE_CODES, type SiteCode } from '@dav/rules';
import type { Payload } from 'payload';
import { contractJson, queryErrorJson } from '../lib/respond';
import type { Cms } from '../lib/cms';
import { answerQuestion, type Outcome } from './answer';
import { guardedQuestion } from './guard';
import { assistantModel } from './model';
import { countAfterAnswer, countMatch, recordUnmatched } from './stats';

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** Counted without anything about who asked; a failure to count never fails the answer. */
async function count(payload: Payload, outcome: Outcome, locale: Locale) {
  try {
    if (outcome.kind === 'matched') await countMatch(payload, outcome.intent, locale);
    if (outcome.kind === 'unmatched' && outcome.question)
      await recordUnmatched(payload, outcome.question, locale);
  } catch (error) {
    payload.logger.warn(
      `[assistant] could not count an answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The accessibility hosts' locales (`ay-fr`, `ay-en`) show their main language's content: a
 * client that sends the host's locale rather than the content's is answered in that language.
 */
const contentLanguage = (language: string | undefined) =>
  language !== undefined && (SITE_CODES as readonly string[]).includes(language)
    ? localeOf(language as SiteCode)
    : language;

/** POST /wp-json/clrz/v1/bot/answer: guards → parse → answer from the model → count. */
export async function handleBotQuestion(cms: Cms, request: Request): Promise<Response> {
  const form = await guardedQuestion(request);
  if (form instanceof Response) return form;
  const parsed = BotQuestionSchema.safeParse({
    question: field(form, 'question'),
    language: contentLanguage(field(form, 'language')),
  });
  if (!parsed.success) return queryErrorJson(parsed.error.issues);
  const { question, language } = parsed.data;
  const payload = await cms();
  const { answer, outcome } = answerQuestion(await assistantModel(payload, language), question);
  // Written after the answer leaves: a database write (tens of ms on PostgreSQL under load) would
  // otherwise be most of the answer's time (npm run bench, "Assistant at the CMS").
  countAfterAnswer(count(payload, outcome, language));
  return contractJson(BotAnswerSchema, answer);
}
