'use client';

import { useEffect, useRef } from 'react';
import type { Locale } from '@dav/contract';
import form from '@/features/forms/form.module.css';
import { CodeForm } from './code-form';
import type { FollowUpStrings } from './follow-up-strings';
import { ReplyForm, type ReplyFormProps } from './reply-form';
import { ReportView } from './report-view';
import { useFollowUp } from './use-follow-up';

interface FollowUpProps {
  locale: Locale;
  strings: FollowUpStrings;
  /** `whistleblowingFollowUpPath(locale)`, on the site's own origin (the CMS behind /wp-json). */
  path: string;
  reply: ReplyFormProps;
}

/**
 * docs/product.md#whistleblowing-follow-up: the receipt code opens the report; the reporter reads
 * it, replies, and leaves. Nothing is kept in the browser: no cookie, no storage, no URL; leaving
 * or reloading forgets the code and the report.
 */
export function FollowUp({ locale, strings, path, reply }: FollowUpProps) {
  const { state, type, open, reload, leave } = useFollowUp(path, reply.codeField);
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { report, code, status } = state;
  const shown = report !== null;

  // Opening the report moves focus to its heading; a refused code, or leaving, back to the field.
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (status === 'refused' || status === 'left') input.current?.focus();
  }, [status]);

  const live = status === 'opening' ? strings.opening : status === 'left' ? strings.left : '';
  const alert = status === 'rate-limited' ? strings.rateLimited : status === 'failure' ? strings.failure : '';

  return (
    <div>
      {report && code ? (
        <ReportView
          report={report}
          locale={locale}
          strings={strings}
          headingRef={heading}
          onLeave={leave}
          reply={<ReplyForm reply={reply} locale={locale} code={code} onReplied={reload} />}
        />
      ) : (
        <CodeForm
          strings={strings}
          typed={state.typed}
          error={state.error}
          opening={status === 'opening'}
          inputRef={input}
          onType={type}
          onOpen={open}
        />
      )}
      <p role="status" className="visually-hidden">
        {live}
      </p>
      <p role="alert" className={form.alert}>
        {alert}
      </p>
    </div>
  );
}
