import { LOCALES } from '@dav/contract';
import { getTranslation } from '@payloadcms/translations';
import type { Field, PayloadRequest } from 'payload';
import { readAllLocales } from '../../translations/keep-status';
import { statusField } from '../../translations/status-field';
import { missingFields, pickLocale } from '../../translations/walk';
import { adminLanguageOf, type AdminLanguage } from '../../i18n/languages';
import { LANGUAGE_NAMES, TRANSLATION_TEXTS } from '../../i18n/texts/translations';

interface PanelProps {
  id?: number | string;
  collectionSlug?: string;
  req?: PayloadRequest;
  i18n?: PayloadRequest['i18n'];
}

type Status = keyof typeof TRANSLATION_TEXTS.status;

const labelOf = (label: unknown, i18n: PayloadRequest['i18n'], lang: AdminLanguage): string => {
  if (typeof label === 'number') return `${TRANSLATION_TEXTS.row[lang]} ${label}`;
  if (typeof label === 'string' || (typeof label === 'object' && label !== null))
    return getTranslation(label as Record<string, string> | string, i18n);
  return '';
};

/**
 * On a document, in the sidebar: each language's status and, for a language that misses some,
 * the required fields it leaves empty, named as the form names them in the admin's language.
 * Read from the saved document (its latest draft), so it says what publishing would leave out.
 */
export async function TranslationPanel({ id, collectionSlug, req, i18n }: PanelProps) {
  const lang = adminLanguageOf(i18n?.language);
  const title = TRANSLATION_TEXTS.languages[lang];
  const heading = (
    <h3 id="translation-panel-title" style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
      {title}
    </h3>
  );
  if (id == null || !collectionSlug || !req || !i18n)
    return (
      <section aria-labelledby="translation-panel-title" className="translation-panel">
        {heading}
        <p>{TRANSLATION_TEXTS.newDocument[lang]}</p>
      </section>
    );
  const fields = req.payload.collections[collectionSlug as 'pages']?.config.fields as Field[];
  const doc = await readAllLocales(req, collectionSlug, id);
  const statuses = (doc.translations ?? {}) as Partial<Record<string, string>>;
  return (
    <section aria-labelledby="translation-panel-title" className="translation-panel">
      {heading}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {LOCALES.map((locale) => {
          const missing = missingFields(fields, pickLocale(fields, doc, locale));
          const raw = statuses[statusField(locale)];
          const status: Status = missing.length
            ? 'missing'
            : raw === 'complete' || raw === 'stale'
              ? raw
              : 'unknown';
          return (
            <li key={locale} data-locale={locale} data-status={status} style={{ marginBottom: '0.5rem' }}>
              <strong>{LANGUAGE_NAMES[locale][lang]}</strong> : {TRANSLATION_TEXTS.status[status][lang]}
              {status === 'stale' && <> — {TRANSLATION_TEXTS.staleSince[lang]}</>}
              {missing.length > 0 && (
                <>
                  {' '}
                  — {TRANSLATION_TEXTS.emptyRequired[lang]}
                  <ul>
                    {missing.map((m) => (
                      <li key={m.path}>{m.labels.map((label) => labelOf(label, i18n, lang)).join(' › ')}</li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
