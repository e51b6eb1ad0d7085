import type { AdminLanguage } from '../../i18n/languages';
import { GROUP_HEADINGS, RETENTION_TEXTS, withCount } from '../../i18n/texts/work';
import type { RetentionRun } from './work';

/** When the last nightly retention run ended, in Paris time, and what it erased (counts only). */
export function RetentionRunView({ run, lang }: { run: RetentionRun | null; lang: AdminLanguage }) {
  const id = 'work-admin-retention';
  const date = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
      new Date(iso),
    );
  return (
    <section aria-labelledby={id}>
      <h4 id={id} style={{ margin: '0.75rem 0 0' }}>
        {GROUP_HEADINGS.retention[lang]}
      </h4>
      {run ? (
        <>
          <p style={{ margin: '0.25rem 0 0' }}>{RETENTION_TEXTS.lastRun[lang](date(run.completedAt))}</p>
          <p style={{ margin: '0.25rem 0 0' }}>{RETENTION_TEXTS.erased[lang]}</p>
          <ul style={{ margin: '0.25rem 0 0', paddingInlineStart: '1.25rem' }}>
            {Object.entries(run.erased).map(([key, count]) => (
              <li key={key}>{withCount(lang, RETENTION_TEXTS.counts[key]?.[lang] ?? key, count)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p style={{ margin: '0.25rem 0 0' }}>{RETENTION_TEXTS.never[lang]}</p>
      )}
    </section>
  );
}
