import type { Where } from 'payload';
import { countItem, type WorkContext, type WorkGroup } from './work';

/*
 * Reports by their next deadline (docs/product.md#whistleblowing-follow-up; the case's `status`
 * and `nextDueAt`, stamped by collections/submissions/report-case.ts): a received report owes an
 * acknowledgement, an acknowledged or handled one its feedback, a closed one nothing. Counts
 * only: counting reads no report, so it adds nothing to the report access log; opening a list does.
 */

const OWES_ACKNOWLEDGEMENT: Where = { status: { equals: 'received' } };
const OWES_FEEDBACK: Where = { status: { in: ['acknowledged', 'in-progress'] } };

/** What waits for compliance: overdue first, then what is due, acknowledgement before feedback. */
export async function complianceWork(context: WorkContext): Promise<WorkGroup[]> {
  const now = context.now.toISOString();
  const overdue: Where = { nextDueAt: { less_than: now } };
  const due: Where = { nextDueAt: { greater_than_equal: now } };
  const count = (key: string, owes: Where, when: Where) =>
    countItem(context, key, 'whistleblowing-reports', { and: [owes, when] });
  const items = await Promise.all([
    count('acknowledgeOverdue', OWES_ACKNOWLEDGEMENT, overdue),
    count('feedbackOverdue', OWES_FEEDBACK, overdue),
    count('acknowledgeDue', OWES_ACKNOWLEDGEMENT, due),
    count('feedbackDue', OWES_FEEDBACK, due),
  ]);
  return [{ key: 'reports', items }];
}
