import type { Locale } from '@dav/contract';
import type { Payload } from 'payload';
import type { InspectedUpload } from '../files/result';
import { inTransaction } from '../lib/transaction';
import { reportReplyMail } from '../mail/compose';
import { COMPLIANCE_MAIL_QUEUE } from '../mail/queues';
import { whistleblowingNotifyTo } from '../env';
import { claimKey, settleKey, type Idempotency } from '../intake/idempotency';
import { removeWrittenFiles, writeSubmissionFile } from '../files/submission-files';

/**
 * The reporter's message (and file) on their case, and the compliance team's notice that it came
 * (nothing of it in the mail), in one transaction: stored together or not at all; with its
 * idempotency key, claimed first and settled last (intake/idempotency.ts).
 */
export async function storeReporterMessage(
  payload: Payload,
  message: { report: number; locale: Locale; body: string; file: InspectedUpload | null },
  idempotency?: Idempotency | null,
): Promise<void> {
  const written: string[] = [];
  try {
    await inTransaction(payload, async (req) => {
      const claimed = idempotency ? { id: await claimKey(payload, req, idempotency), idempotency } : null;
      const files = message.file
        ? [(await writeSubmissionFile(payload, req, 'whistleblowing', message.file, written)).id]
        : [];
      const { id } = await payload.create({
        collection: 'report-messages',
        data: { report: message.report, from: 'reporter', body: message.body, files },
        req,
      });
      for (const to of whistleblowingNotifyTo())
        await payload.jobs.queue({
          task: 'send-mail',
          queue: COMPLIANCE_MAIL_QUEUE,
          input: reportReplyMail(message.locale, to, message.report),
          req,
        });
      if (claimed)
        await settleKey(payload, req, claimed, {
          collection: 'report-messages',
          document: id,
          body: { success: true },
        });
    });
  } catch (error) {
    await removeWrittenFiles(written);
    throw error;
  }
}
