import type { ReactNode, Ref } from 'react';
import type { Locale, ReportFollowUp } from '@dav/contract';
import type { FollowUpStrings } from './follow-up-strings';
import { ReportMessages } from './report-messages';
import { deadlineLine, reportDates, statusLabel } from './report-status';
import styles from './follow-up.module.css';

interface ReportViewProps {
  report: ReportFollowUp;
  locale: Locale;
  strings: FollowUpStrings;
  /** Focused when the report opens, so keyboard and screen reader users start from it. */
  headingRef: Ref<HTMLHeadingElement>;
  onLeave: () => void;
  /** The reply form: a closed case takes replies too (the CMS accepts them). */
  reply: ReactNode;
}

/** A report's follow-up: status, dates, the next deadline, the messages, the reply form, a way out. */
export function ReportView({ report, locale, strings, headingRef, onLeave, reply }: ReportViewProps) {
  const deadline = deadlineLine(report, strings.report, locale);
  return (
    <section className={styles.report} aria-labelledby="follow-up-report-title">
      <div className={styles.reportBar}>
        <h2 id="follow-up-report-title" ref={headingRef} tabIndex={-1} className={styles.reportTitle}>
          {strings.reportHeading}
        </h2>
        {/* First after the heading: whoever must leave quickly finds it at once. */}
        <button type="button" className="button button-ghost" onClick={onLeave}>
          {strings.leave}
        </button>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{strings.report.statusLabel}</dt>
          <dd data-testid="report-status">{statusLabel(report.status, strings.report)}</dd>
        </div>
        {reportDates(report, strings.report, locale).map((date) => (
          <div key={date.label}>
            <dt>{date.label}</dt>
            <dd>
              <time dateTime={date.iso}>{date.text}</time>
            </dd>
          </div>
        ))}
      </dl>
      {deadline ? <p>{deadline}</p> : null}
      <h3 className={styles.subtitle}>{strings.messages}</h3>
      <ReportMessages
        messages={report.messages}
        locale={locale}
        strings={strings.report}
        empty={strings.noMessages}
      />
      <section aria-labelledby="follow-up-reply-title">
        <h3 id="follow-up-reply-title" className={styles.subtitle}>
          {strings.replyHeading}
        </h3>
        {reply}
      </section>
    </section>
  );
}
