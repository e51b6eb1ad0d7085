import { routePath } from '@dav/rules';
import { RouteLink } from '@/components/ui/route-link';
import type { Translate } from '@/lib/i18n/translator';
import { ReportReceipt, type ReceiptStrings } from './report-receipt.client';
import screen from '../screen/screen.module.css';
import styles from './request-sent.module.css';

/** The thanks of each form worded for it, and the way back it offers; any other form gets the general wording. */
const WORDED = {
  coworking: {
    heading: 'requestSent.coworking.heading',
    message: 'requestSent.coworking.message',
    back: { href: routePath('coworking'), label: 'requestSent.backCoworking' },
  },
  day: {
    heading: 'requestSent.day.heading',
    message: 'requestSent.day.message',
    back: { href: routePath('day'), label: 'requestSent.backDay' },
  },
  application: {
    heading: 'requestSent.application.heading',
    message: 'requestSent.application.message',
    back: { href: routePath('offers'), label: 'requestSent.backOffers' },
  },
} as const;
type WordedForm = keyof typeof WORDED;

const isWorded = (form: string | null): form is WordedForm => form !== null && Object.hasOwn(WORDED, form);

/** What the page needs to show a report's receipt code (docs/product.md#whistleblowing-follow-up). */
export interface ReceiptProps {
  strings: ReceiptStrings;
  followUp: { path: string; url: string };
}

/** The receipt's words, translated on the server for the client leaf. */
export function receiptStrings(t: Translate): ReceiptStrings {
  return {
    heading: t('requestSent.report.heading'),
    message: t('requestSent.report.message'),
    code: t('requestSent.report.code'),
    follow: t('requestSent.report.follow'),
    keep: t('requestSent.report.keep'),
  };
}

interface RequestSentViewProps {
  t: Translate;
  form: Promise<string | null> | null;
  /** Given once the page is on show (not to a fallback, which would take the code and vanish). */
  receipt?: ReceiptProps;
}

const TITLE_ID = 'request-sent-title';

/**
 * Thanks the visitor after a send (docs/product.md#request-sent), worded per form
 * (`?form=coworking`, `?form=day`, `?form=application`); after a whistleblowing report, its
 * receipt code instead, once.
 */
export async function RequestSentView({ t, form, receipt }: RequestSentViewProps) {
  const name = await form;
  const worded = isWorded(name) ? WORDED[name] : null;
  const thanks = (
    <>
      <h1 id={TITLE_ID} className={screen.title}>
        {worded ? t(worded.heading) : t('requestSent.heading')}
      </h1>
      <p className={screen.lead}>{worded ? t(worded.message) : t('requestSent.message')}</p>
    </>
  );
  return (
    <section className={screen.screen} aria-labelledby={TITLE_ID}>
      {receipt ? (
        <ReportReceipt strings={receipt.strings} followUp={receipt.followUp} titleId={TITLE_ID}>
          {thanks}
        </ReportReceipt>
      ) : (
        thanks
      )}
      <p className={styles.actions}>
        {worded ? (
          <RouteLink href={worded.back.href} className="button">
            {t(worded.back.label)}
          </RouteLink>
        ) : null}
        <RouteLink href="/" className={worded ? 'button-ghost' : 'button'}>
          {t('requestSent.backHome')}
        </RouteLink>
      </p>
    </section>
  );
}
