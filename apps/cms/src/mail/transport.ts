import nodemailer from 'nodemailer';
import { mailFrom, smtpUrl } from '../env';
import type { OutgoingMail } from './compose';

/**
 * Short timeouts (nodemailer waits up to 10 minutes on a silent socket by default): a mail
 * server that hangs fails the attempt, and the job is retried later instead of holding the queue.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends one plain-text mail over SMTP_URL; throws when there is no server or it refuses. */
export async function sendMail(mail: OutgoingMail): Promise<string> {
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
    });
    return info.messageId;
  } finally {
    transport.close();
  }
}
