import type { Payload, PayloadRequest } from 'payload';
import { whistleblowingNotifyTo } from '../env';
import { retentionMonths } from '../retention/settings';
import { candidateOfApplication, withdrawalUrl } from '../intake/withdrawal-link';
import {
  applicationReceiptMail,
  receiptMail,
  reportMail,
  teamMail,
  visitorAddress,
  type OutgoingMail,
  type StoredSubmission,
} from '../mail/compose';
import { COMPLIANCE_MAIL_QUEUE, MAIL_QUEUE } from '../mail/queues';

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

/** Where applications go when their offer names no recruiter with an address (the admin's setting). */
async function recruitersAddress(payload: Payload, req: PayloadRequest): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: 'recruitment', depth: 0, req });
  return settings.recruitersEmail ? [settings.recruitersEmail] : [];
}

/** The visitor's receipt; a candidate's carries the link that withdraws their application. */
async function visitorReceipt(
  payload: Payload,
  req: PayloadRequest,
  submission: StoredSubmission,
  to: string,
): Promise<OutgoingMail> {
  if (submission.collection !== 'applications' || !submission.siteOrigin)
    return receiptMail(submission.locale, to);
  const candidate = await candidateOfApplication(payload, req, submission.id);
  if (!candidate) return receiptMail(submission.locale, to);
  return applicationReceiptMail(
    submission.locale,
    to,
    withdrawalUrl(submission.siteOrigin, candidate),
    await retentionMonths(payload, req),
  );
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
  let team: string[];
  if (isReport) team = whistleblowingNotifyTo();
  else if (submission.notifyTo?.length) team = submission.notifyTo;
  else {
    team = submission.collection === 'applications' ? await recruitersAddress(payload, req) : [];
    if (team.length === 0) team = await formNotifyTo(payload, req, submission.form);
  }
  const mails: OutgoingMail[] = team.map((to) =>
    isReport ? reportMail(submission, to) : teamMail(submission, to),
  );
  const visitor = visitorAddress(submission);
  if (visitor) mails.push(await visitorReceipt(payload, req, submission, visitor));
  for (const input of mails) {
    await payload.jobs.queue({
      task: 'send-mail',
      queue: isReport ? COMPLIANCE_MAIL_QUEUE : MAIL_QUEUE,
      input,
      req,
    });
  }
}
