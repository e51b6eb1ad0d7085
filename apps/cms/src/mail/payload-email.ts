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
 * SMTP_URL and MAIL_FROM as the form notifications. Read at each send, like the notifications:
 * without SMTP_URL the mail is written to the server's log instead, as Payload does by default,
 * so a developer can still follow a reset link.
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
        payload.logger.info({
          msg: '[mail] SMTP_URL is not set: this e-mail was not sent',
          to: message.to,
          subject: message.subject,
          text: message.text ?? message.html,
        });
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
