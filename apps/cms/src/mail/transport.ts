import nodemailer from 'nodemailer';
import type { Payload } from 'payload';
import { mailFrom, smtpUrl } from '../env';
import { readPrivateFile } from '../storage/private-files';
import type { OutgoingMail } from './compose';

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The files a mail job names, read from the private folder (or S3) at sending time. A file erased since
 * (a withdrawn application) is left out rather than failing the mail.
 */
export async function attachmentsOf(payload: Payload, ids: unknown): Promise<Attachment[]> {
  if (!Array.isArray(ids)) return [];
  const files: Attachment[] = [];
  for (const id of ids) {
    if (typeof id !== 'number') continue;
    const doc = await payload
      .findByID({ collection: 'submission-files', id, depth: 0, disableErrors: true })
      .catch(() => null);
    if (!doc?.filename) continue;
    const content = await readPrivateFile(doc.filename);
    if (!content) continue;
    files.push({
      filename: doc.originalName || doc.filename,
      contentType: doc.mimeType ?? 'application/octet-stream',
      content,
    });
  }
  return files;
}

/**
 * Short timeouts (nodemailer waits up to 10 minutes on a silent socket by default): a mail
 * server that hangs fails the attempt, and the job is retried later instead of holding the queue.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The Message-ID of a queued mail: the same for every attempt of its job. A stop between the SMTP
 * server taking a mail and its job being marked done sends it again (runner.ts), and a timeout
 * after the server took it retries it: the copies carry one Message-ID, by which mailboxes (and
 * a soak's checks) see them as one message.
 */
export function jobMessageId(job: { id: number | string; createdAt?: string | null }): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom())?.[1] ?? 'dav.localhost';
  const created = job.createdAt ? Date.parse(job.createdAt) : NaN;
  return `<dav-mail-${job.id}${Number.isFinite(created) ? `.${created}` : ''}@${domain}>`;
}

/** Sends one plain-text mail over SMTP_URL; throws when there is no server or it refuses. */
export async function sendMail(
  mail: OutgoingMail,
  attachments: Attachment[] = [],
  messageId?: string,
): Promise<string> {
  const url = smtpUrl();
  if (!url) throw new Error('SMTP_URL is not set');
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  try {
    const info = await transport.sendMail({
      from: mailFrom(),
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      ...(messageId ? { messageId } : {}),
      ...(attachments.length ? { attachments } : {}),
    });
    return info.messageId;
  } finally {
    transport.close();
  }
}
