import { LOCALES } from '@dav/contract';
import type { CollectionConfig, Field, GlobalConfig } from 'payload';
import { checkGlobalPictures, keepTranslationStatus } from './keep-status';
import { statusField } from './status-field';

/** English option labels (i18n/texts/options.ts gives their four languages). */
const STATUS_OPTIONS = [
  { label: 'Complete', value: 'complete' },
  { label: 'Missing', value: 'missing' },
  { label: 'Older than French', value: 'stale' },
];

/**
 * Where each language of a document stands, kept by keep-status.ts, never by hand: its list
 * column and the document's panel (admin/translations/), and what the list filters on
 * (`translations.esStatus` equals `missing`, status-field.ts). Not localized: one value per language side by side.
 */
export const translationsField = (): Field => ({
  name: 'translations',
  type: 'group',
  admin: {
    position: 'sidebar',
    readOnly: true,
    components: {
      Field: '/admin/translations/panel#TranslationPanel',
      Cell: '/admin/translations/cell#TranslationCell',
    },
  },
  fields: [
    ...LOCALES.map((locale): Field => ({
      name: statusField(locale),
      type: 'select',
      index: true,
      options: STATUS_OPTIONS,
      admin: { readOnly: true, disableListColumn: true },
    })),
    {
      name: 'editedAt',
      type: 'group',
      admin: { readOnly: true, disableListColumn: true, disableListFilter: true },
      fields: LOCALES.map((locale): Field => ({
        name: locale,
        type: 'date',
        admin: { readOnly: true, disableListColumn: true, disableListFilter: true },
      })),
    },
  ],
});

/** The collections editors translate: each gets the status, its column and its one-click filters. */
export const TRANSLATED_COLLECTIONS = [
  'pages',
  'posts',
  'offers',
  'subsidiaries',
  'categories',
  'expertises',
  'forms',
  'media',
  'bot-intents',
];

/** The globals whose pictures need their alternative text in every language to be published. */
export const GLOBALS_WITH_PICTURES = [
  'coworking',
  'day-at-dav',
  'footer-content',
  'site-settings',
  'assistant',
];

export function withTranslationStatus(config: CollectionConfig): CollectionConfig {
  if (!TRANSLATED_COLLECTIONS.includes(config.slug)) return config;
  const columns = config.admin?.defaultColumns;
  const beforeListTable = config.admin?.components?.beforeListTable ?? [];
  return {
    ...config,
    admin: {
      ...config.admin,
      ...(columns ? { defaultColumns: [...columns, 'translations'] } : {}),
      components: {
        ...config.admin?.components,
        beforeListTable: [
          ...beforeListTable,
          {
            path: '/admin/translations/filter-links#TranslationFilters',
            clientProps: { collection: config.slug },
          },
        ],
      },
    },
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), keepTranslationStatus] },
    fields: [...config.fields, translationsField()],
  };
}

export function withPictureCheck(config: GlobalConfig): GlobalConfig {
  if (!GLOBALS_WITH_PICTURES.includes(config.slug)) return config;
  return {
    ...config,
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), checkGlobalPictures] },
  };
}
