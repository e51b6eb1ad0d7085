import type { Locale } from '@dav/contract';
import { RECEIPT_MAIL_TEXTS, type ReceiptMailTexts } from './receipt-texts';
import { REPORT_MAIL_TEXTS, type ReportMailTexts } from './report-texts';
import { TEAM_MAIL_TEXTS, type TeamMailTexts } from './team-texts';

export type { CountField, MailForm } from './team-texts';

/**
 * Texts of the notification e-mails, in the four languages of the site, gathered from one file
 * per kind of mail: the team's (team-texts.ts), the compliance team's (report-texts.ts) and the
 * visitor's receipts (receipt-texts.ts). They are staff and visitor mail, not site UI, so they live
 * here rather than in the contract's trads. Plain text only; none of them ever holds what a visitor
 * typed except where compose.ts puts the values.
 */
export type MailTexts = TeamMailTexts & ReportMailTexts & ReceiptMailTexts;

const textsIn = (locale: Locale): MailTexts => ({
  ...TEAM_MAIL_TEXTS[locale],
  ...REPORT_MAIL_TEXTS[locale],
  ...RECEIPT_MAIL_TEXTS[locale],
});

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  fr: textsIn('fr'),
  en: textsIn('en'),
  es: textsIn('es'),
  de: textsIn('de'),
};
