'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { formatReceiptCode } from '@dav/rules';
import { RouteLink } from '@/components/ui/route-link';
import {
  holdReceipt,
  peekReceipt,
  releaseReceipt,
  subscribeReceipt,
} from '@/features/whistleblowing/receipt-memory';
import screen from '../screen/screen.module.css';
import styles from './request-sent.module.css';

/** The words around a report's receipt code, translated on the server. */
export interface ReceiptStrings {
  heading: string;
  message: string;
  code: string;
  follow: string;
  keep: string;
}

interface ReportReceiptProps {
  strings: ReceiptStrings;
  /** The follow-up page, as a link (`/suivi-signalement`) and as it is written down (with the host). */
  followUp: { path: string; url: string };
  /** The page heading's id (the section is labelled by it). */
  titleId: string;
  /** The usual thanks: shown when no code is waiting (any other request, a reload). */
  children: ReactNode;
}

/** The server never knows a code: its page is the same for everyone, the usual thanks. */
const NONE = () => null;

/**
 * docs/product.md#request-sent: after a whistleblowing report, its receipt code, shown once. The
 * contact form left it in memory (receipt-memory.ts); it is forgotten as this page goes, so Back,
 * a reload or another visit shows the usual thanks.
 */
export function ReportReceipt({ strings, followUp, titleId, children }: ReportReceiptProps) {
  const code = useSyncExternalStore(subscribeReceipt, peekReceipt, NONE);
  useEffect(() => {
    holdReceipt();
    return releaseReceipt;
  }, []);

  if (code === null) return children;
  return (
    <>
      <h1 id={titleId} className={screen.title}>
        {strings.heading}
      </h1>
      <p className={screen.lead}>{strings.message}</p>
      <div className={styles.receipt}>
        <h2 className={styles.receiptTitle}>{strings.code}</h2>
        <p className={styles.code} data-testid="receipt-code">
          {formatReceiptCode(code)}
        </p>
        <p>{strings.follow}</p>
        <p className={styles.address}>
          <RouteLink href={followUp.path}>{followUp.url}</RouteLink>
        </p>
        <p className={styles.keep}>{strings.keep}</p>
      </div>
    </>
  );
}
