import nodemailer from 'nodemailer';
import type { EmailAdapter, SendEmailOptions } from 'payload';
import { mailFrom, smtpUrl } from '../env';
import { SMTP_TIMEOUTS } from './transport';

/** `DAV <no-reply@dav.localhost>` → name and address, as Payload wants them apart. */
function splitFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match
    ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! }
    : { name: '', address: from.trim() };
}

/**
 * Payload's own mails (an admin's forgotten password, account verification) over the same
 * SMTP_URL and MAIL_FROM as the form notifications. Read at each send, like the notifications.
 * Without SMTP_URL the mail is dropped, and the log says only that: its recipient, subject and
 * text (a reset link, its token) never go to the log, where whoever reads it could take the
 * account, nor to the queue, where every admin could (issue 30, finding 9).
 */
export const smtpEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = splitFrom(mailFrom());
  return {
    name: 'smtp',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message: SendEmailOptions) => {
      const url = smtpUrl();
      if (!url) {
        payload.logger.warn('[mail] SMTP_URL is not set: one of the admin’s own e-mails was dropped');
        return null;
      }
      const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
      try {
        return await transport.sendMail({ from: mailFrom(), ...message });
      } finally {
        transport.close();
      }
    },
  };
};
