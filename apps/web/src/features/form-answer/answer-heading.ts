import { receiptOf, type TradKey } from '@dav/contract';
import { classifyPath, scriptVariant, type RouteName } from '@dav/rules';
import type { PostedForm } from '../forms/form-reducer';

/** The title of each page that shows a form: the answer screen is headed as the page it answers for. */
const PAGE_TITLES: Partial<Record<RouteName, TradKey>> = {
  contact: 'contact.title',
  spontaneous: 'spontaneous.title',
  offer: 'offers.apply.title',
  coworking: 'coworking.title',
  day: 'day.title',
  'report-follow-up': 'followUp.title',
};

const hasReceipt = (posted: PostedForm) =>
  posted.answer?.kind === 'success' && receiptOf(posted.answer.body) !== null;

/** The screen's lead: what the engine's alert says of this answer, or the thanks of a success. */
export function answerLeadKey(posted: PostedForm): TradKey {
  switch (posted.answer?.kind ?? 'invalid') {
    case 'success':
      return hasReceipt(posted) ? 'requestSent.report.message' : 'requestSent.message';
    case 'invalid':
      return 'form.invalid';
    case 'rate-limited':
      return 'form.rateLimited';
    case 'duplicate':
      return 'form.duplicateJobs';
    default:
      return 'form.failure';
  }
}

/**
 * The answer screen's heading: a report's receipt is headed as on the request-sent page; anything
 * else by the title of the form's page (`back`), known from the route table; null when unknown.
 */
export function answerTitleKey(posted: PostedForm, back: string): TradKey | null {
  if (posted.answer?.kind === 'success')
    return hasReceipt(posted) ? 'requestSent.report.heading' : 'requestSent.heading';
  return PAGE_TITLES[classifyPath(scriptVariant(back).path).kind as RouteName] ?? null;
}

/** The screen's heading and lead in the site's language; no lead when the heading already says it. */
export function answerHeading(
  t: (key: TradKey) => string,
  answer: { posted: PostedForm; back: string },
): { title: string; lead: string | null; titled: boolean } {
  const lead = t(answerLeadKey(answer.posted));
  const titleKey = answerTitleKey(answer.posted, answer.back);
  return titleKey ? { title: t(titleKey), lead, titled: true } : { title: lead, lead: null, titled: false };
}
