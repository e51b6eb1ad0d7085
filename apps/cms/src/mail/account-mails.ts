import type { AdminLanguage } from '../i18n/languages';
import { ACCOUNT_MAIL_TEXTS, type AccountChangeLine } from './account-texts';
import type { OutgoingMail } from './compose';

/** The account's notice: what changed and who changed it; never a password. */
export function accountChangeMail(
  language: AdminLanguage,
  to: string,
  changes: AccountChangeLine[],
  actor: string,
): OutgoingMail {
  const texts = ACCOUNT_MAIL_TEXTS[language];
  return {
    to,
    subject: texts.subject,
    text: [...changes.map(texts.line), '', texts.by(actor), '', texts.notYou].join('\n'),
  };
}

/** The compliance team's notice that an account gained or lost the right to read the reports. */
export function complianceRoleMail(
  language: AdminLanguage,
  to: string,
  account: string,
  gained: boolean,
  actor: string,
): OutgoingMail {
  const texts = ACCOUNT_MAIL_TEXTS[language];
  return { to, subject: texts.complianceSubject, text: texts.compliance(account, gained, actor) };
}
