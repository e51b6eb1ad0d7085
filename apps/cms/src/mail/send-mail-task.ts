import type { TaskConfig } from 'payload';
import { mailRetryDelayMs } from '../env';
import { attachmentsOf, jobMessageId, sendMail } from './transport';

/** 10 retries, the first after MAIL_RETRY_DELAY_MS (30 s), doubling: about 8.5 hours in all. */
const RETRIES = 10;

/**
 * One job, one mail, one recipient: a refused address is retried alone, and a mail that went
 * out is never sent again because another recipient of it failed. Every attempt of a job carries
 * the same Message-ID (transport.ts), so a copy sent again after a crash reads as the same message.
 */
export const sendMailTask: TaskConfig<'send-mail'> = {
  slug: 'send-mail',
  label: 'Send an e-mail',
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'replyTo', type: 'email' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    // Ids of submission files, attached when the mail is sent (never their bytes in the job).
    { name: 'attachments', type: 'json' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  retries: { attempts: RETRIES, backoff: { type: 'exponential', delay: mailRetryDelayMs() } },
  handler: async ({ input, job, req }) => {
    try {
      const attachments = await attachmentsOf(req.payload, input.attachments);
      return {
        output: {
          messageId: await sendMail(
            { ...input, replyTo: input.replyTo ?? undefined, attachments: undefined },
            attachments,
            jobMessageId(job),
          ),
        },
      };
    } catch (error) {
      // The runner silences Payload's error log, which prints the whole job (a reporter's
      // address among it); the full error stays in the job's log, under its queue's access.
      const code =
        (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code;
      const attempt = (job.totalTried ?? 0) + 1;
      req.payload.logger.warn(
        `[mail] job ${job.id} (${job.queue ?? 'default'}): attempt ${attempt} of ${RETRIES + 1} failed (${code ?? 'error'})`,
      );
      throw error;
    }
  },
};
