'use client';

import { useTranslation } from '@payloadcms/ui';
import { statusField } from '../../translations/status-field';
import { LANGUAGE_NAMES, TRANSLATION_TEXTS, withLanguage } from '../../i18n/texts/translations';
import { adminLanguageOf } from '../../i18n/languages';

// Not @dav/contract's LOCALES: its index would bring zod into the admin's browser bundle.
const LOCALES = Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[];

/** The list's query for one language in one status, in the shape Payload's filter builder reads back. */
export const statusFilter = (locale: string, status: string) =>
  `?where[or][0][and][0][translations.${statusField(locale)}][equals]=${status}`;

/**
 * Above a translated collection's list: one click to the documents missing a language, or whose
 * French changed after a language, so editors need not build the filter themselves.
 */
export function TranslationFilters({ collection }: { collection: string }) {
  const { i18n } = useTranslation();
  const lang = adminLanguageOf(i18n.language);
  const base = `/admin/collections/${collection}`;
  const links = [
    ...LOCALES.map((locale) => ({
      href: base + statusFilter(locale, 'missing'),
      label: withLanguage(TRANSLATION_TEXTS.missingIn[lang], LANGUAGE_NAMES[locale][lang]),
    })),
    ...LOCALES.filter((locale) => locale !== 'fr').map((locale) => ({
      href: base + statusFilter(locale, 'stale'),
      label: withLanguage(TRANSLATION_TEXTS.frenchChangedAfter[lang], LANGUAGE_NAMES[locale][lang]),
    })),
    { href: base, label: TRANSLATION_TEXTS.all[lang] },
  ];
  return (
    <nav aria-label={TRANSLATION_TEXTS.filters[lang]} style={{ marginBottom: 'var(--base, 1rem)' }}>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.25rem 1.25rem',
          padding: 0,
          margin: 0,
          listStyle: 'none',
        }}
      >
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
