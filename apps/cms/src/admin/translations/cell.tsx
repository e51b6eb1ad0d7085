'use client';

import { useTranslation } from '@payloadcms/ui';
import { statusField } from '../../translations/status-field';
import { LANGUAGE_NAMES, TRANSLATION_TEXTS } from '../../i18n/texts/translations';
import { adminLanguageOf } from '../../i18n/languages';

// Not @dav/contract's LOCALES: its index would bring zod into the admin's browser bundle.
const LOCALES = Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[];

type Status = keyof typeof TRANSLATION_TEXTS.status;

/**
 * The list column: each language's code and its status in words (never a colour alone),
 * e.g. "ES manquante". A document saved before statuses existed shows "not worked out yet".
 */
export function TranslationCell({ cellData }: { cellData?: Partial<Record<string, unknown>> | null }) {
  const { i18n } = useTranslation();
  const lang = adminLanguageOf(i18n.language);
  const statusOf = (locale: string): Status => {
    const value = cellData?.[statusField(locale)];
    return value === 'complete' || value === 'missing' || value === 'stale' ? value : 'unknown';
  };
  return (
    <ul className="translation-cell" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {LOCALES.map((locale) => {
        const status = statusOf(locale);
        return (
          <li key={locale} data-locale={locale} data-status={status}>
            <strong>{locale.toUpperCase()}</strong> {status === 'complete' ? '✓ ' : ''}
            {TRANSLATION_TEXTS.status[status][lang]}
          </li>
        );
      })}
    </ul>
  );
}
