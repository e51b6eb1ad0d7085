'use client';

import { receiptOf } from '@dav/contract';
import { FormEngine, type FormEngineProps } from '@/features/forms/form-engine.client';
import { keepReceipt } from '@/features/whistleblowing/receipt-memory';

/** The CMS's answer to a send: a report's carries its receipt code, any other none. */
const keepReceiptOf = (answer: unknown) => keepReceipt(receiptOf(answer));

/**
 * The contact form: the engine, plus the receipt code of a whistleblowing report kept in memory
 * for the request-sent page, the only place it is ever shown (docs/product.md#whistleblowing-follow-up).
 */
export function ContactForm(props: Omit<FormEngineProps, 'onSuccess'>) {
  return <FormEngine {...props} onSuccess={keepReceiptOf} />;
}
