import type { UIFieldServerProps } from 'payload';
import { STATUS_OPTIONS } from '../collections/applications';
import { relationId } from '../lib/relation-id';
import { OPTION_LABELS } from '../i18n/texts/options';
import { adminLanguageOf, type AdminLanguage } from '../i18n/languages';
import { DASHBOARD_TEXTS } from '../i18n/texts/dashboard';

const statusLabel = (status: string, lang: AdminLanguage) => {
  const label = STATUS_OPTIONS.find((option) => option.value === status)?.label;
  return (label && OPTION_LABELS[label]?.[lang]) ?? status;
};

/**
 * On an application's page (docs/product.md#applications-recruiters): the same candidate's other
 * applications and skills-test requests, read with the signed-in user's own access, each linked.
 */
export async function CandidateHistory({ data, id, payload, req, i18n }: UIFieldServerProps) {
  const candidate = relationId((data as { candidate?: unknown } | undefined)?.candidate);
  if (candidate === null) return null;
  const lang = adminLanguageOf(i18n?.language);
  const texts = DASHBOARD_TEXTS.history;
  const access = { user: req.user, overrideAccess: false } as const;
  const [applications, tests] = await Promise.all([
    payload.find({
      collection: 'applications',
      where: { and: [{ candidate: { equals: candidate } }, { id: { not_equals: id ?? 0 } }] },
      sort: '-createdAt',
      depth: 1,
      limit: 50,
      locale: lang,
      select: { kind: true, offer: true, status: true, createdAt: true },
      ...access,
    }),
    payload.find({
      collection: 'skill-test-requests',
      where: { candidate: { equals: candidate } },
      sort: '-createdAt',
      depth: 0,
      limit: 50,
      select: { technology: true, url: true, createdAt: true },
      ...access,
    }),
  ]);
  const day = (iso: string) => new Date(iso).toLocaleDateString(lang);
  return (
    <section aria-labelledby="candidate-history" style={{ margin: 'var(--base, 1.5rem) 0' }}>
      <h3 id="candidate-history">{texts.title[lang]}</h3>
      <h4>{texts.applications[lang]}</h4>
      {applications.docs.length === 0 ? (
        <p>{texts.none[lang]}</p>
      ) : (
        <ul>
          {applications.docs.map((application) => {
            const offer = typeof application.offer === 'object' ? application.offer : null;
            return (
              <li key={application.id}>
                <a href={`/admin/collections/applications/${application.id}`}>
                  {day(application.createdAt)} · {offer?.title ?? texts.spontaneous[lang]} ·{' '}
                  {statusLabel(application.status, lang)}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <h4>{texts.tests[lang]}</h4>
      {tests.docs.length === 0 ? (
        <p>{texts.none[lang]}</p>
      ) : (
        <ul>
          {tests.docs.map((test) => (
            <li key={test.id}>
              <a href={`/admin/collections/skill-test-requests/${test.id}`}>
                {day(test.createdAt)} · {test.technology} ·{' '}
                {test.url ? texts.linkGiven[lang] : texts.noLink[lang]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
