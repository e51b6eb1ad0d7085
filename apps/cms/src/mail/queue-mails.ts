import type { Payload, PayloadRequest } from 'payload';
import { whistleblowingNotifyTo } from '../env';
import {
  receiptMail,
  reportMail,
  teamMail,
  visitorAddress,
  type OutgoingMail,
  type StoredSubmission,
} from './compose';
import { COMPLIANCE_MAIL_QUEUE, MAIL_QUEUE } from './jobs';

/** The team addresses of a form (`notifyTo`, admin-only). */
async function formNotifyTo(payload: Payload, req: PayloadRequest, form: string): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { name: { equals: form } },
    select: { notifyTo: true },
    depth: 0,
    limit: 1,
    pagination: false,
    req,
  });
  return (docs[0]?.notifyTo ?? []).map((row) => row.email);
}

/**
 * Queues the mails of a stored submission in the request's transaction, so a submission that
 * is committed always has its mails queued, and one rolled back has none. The team's mail (a
 * report's goes to WHISTLEBLOWING_NOTIFY_TO, without its content), then the visitor's receipt
 * when they gave an address.
 */
export async function queueSubmissionMails(
  payload: Payload,
  req: PayloadRequest,
  submission: StoredSubmission,
): Promise<void> {
  const isReport = submission.collection === 'whistleblowing-reports';
  const team = isReport
    ? whistleblowingNotifyTo()
    : submission.notifyTo?.length
      ? submission.notifyTo
      : await formNotifyTo(payload, req, submission.form);
  const mails: OutgoingMail[] = team.map((to) =>
    isReport ? reportMail(submission, to) : teamMail(submission, to),
  );
  const visitor = visitorAddress(submission);
  if (visitor) mails.push(receiptMail(submission.locale, visitor));
  for (const input of mails) {
    await payload.jobs.queue({
      task: 'send-mail',
      queue: isReport ? COMPLIANCE_MAIL_QUEUE : MAIL_QUEUE,
      input,
      req,
    });
  }
}
