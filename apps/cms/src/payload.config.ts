import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig, type Config } from 'payload';
import sharp from 'sharp';
import { LOCALES } from '@dav/contract';
import { restrictInternalEntities } from './access/internal-collections';
import { adminI18n } from './admin/i18n';
import { addPreview } from './admin/preview/live-preview';
import { previewUrlEndpoint } from './admin/preview/preview-endpoint';
import { translateConfig } from './i18n/translate-config';
import { databaseAdapter } from './db/adapter';
import { migrateOnInit } from './db/migrate-on-init';
import { underStartupLock } from './db/startup-lock';
import { databaseChoice, payloadSecret, s3Settings } from './env';
import { withJsonQueriesRefused } from './lib/json-queries';
import { serverUrl, staffOrigins } from './lib/staff-origins';
import { restoreFieldErrors } from './hooks/field-errors';
import { jobs } from './jobs';
import { smtpEmailAdapter } from './mail/payload-email';
import { COLLECTIONS, GLOBALS } from './schema';
import { TOO_MANY_ATTEMPTS } from './collections/users/too-many-attempts';
import { offerSearch } from './search/engine';
import { S3_CLIENT_HANDLER, s3FilesPlugin } from './storage/s3-plugin';
import { seedOnInit } from './seed';
import { backfillTranslations } from './translations/backfill';
import { PICTURES_WITHOUT_ALT } from './translations/pictures';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const database = databaseChoice();
// @payloadcms/storage-s3 (and the plugin-cloud-storage it brings) exist at 3.90.1 only, installed
// against Payload 3.90.2 by the root package.json's overrides. Payload's development-time check
// that every @payloadcms package has its version would reject at each start (an unhandled
// rejection); it never runs in production. Drop this once storage-s3 matches Payload again.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true';
const s3 = s3Settings();

// Labels, descriptions and row labels in the admin's four languages (i18n/translate-config.ts).
// Then live preview and the preview link on the documents the site shows (admin/preview).
const translated = translateConfig(COLLECTIONS, GLOBALS);
const { collections, globals } = addPreview(translated.collections, translated.globals);

const LOCALE_LABELS = { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' } as const;

// Access to the jobs stats and the document locks Payload adds itself (access/internal-collections.ts).
export default buildConfig({
  secret: payloadSecret(),
  telemetry: false,
  // A staff session is honoured only from where staff open the admin (lib/staff-origins.ts).
  serverURL: serverUrl(),
  csrf: staffOrigins(),
  cors: staffOrigins(),
  // Nothing uses GraphQL (the site reads /wp-json, the admin REST): off, it answers 404 and
  // cannot become a second way into reports that access or the access log would have to cover.
  graphQL: { disable: true },
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · DAV CMS' },
    // Payload's own initials avatar: Gravatar would send a hash of each staff e-mail to a third party.
    avatar: 'default',
    // Each role's work first on the dashboard, in the staff member's language.
    components: { beforeDashboard: ['/admin/role-dashboard#RoleDashboard'] },
    // With S3_BUCKET set, the storage plugin wraps the admin in its upload provider: the import
    // map must hold it whatever the environment it is generated in, or the admin renders nothing.
    dependencies: {
      [S3_CLIENT_HANDLER]: { type: 'function', path: S3_CLIENT_HANDLER },
    },
  },
  i18n: adminI18n,
  // A query on a JSON field answers 400, not the database's 500 (lib/json-queries.ts).
  collections: collections.map(withJsonQueriesRefused),
  globals,
  endpoints: [previewUrlEndpoint],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: 'fr',
    fallback: true,
  },
  jobs,
  // A refused save names its fields' messages in the production build too (hooks/field-errors.ts).
  hooks: { afterError: [restoreFieldErrors] },
  // A refused login is logged once, as a warning, by its hook (collections/users/hooks/throttle-login.ts),
  // not again with its stack. Payload types these keys as its own error names only; its logError
  // (payload/dist/utilities/logError.js) looks up any error's name.
  // A publication refused for pictures without alternative text is the editor's to fix, told in the
  // admin (translations/pictures.ts): an info line, not an error with its stack.
  loggingLevels: { [TOO_MANY_ATTEMPTS]: false, [PICTURES_WITHOUT_ALT]: 'info' } as Config['loggingLevels'],
  email: smtpEmailAdapter,
  db: databaseAdapter(database),
  sharp,
  upload: { limits: { fileSize: 10 * 1024 * 1024 } },
  // S3_BUCKET set: media and private files in the bucket, served by the CMS (storage/s3-plugin.ts).
  plugins: s3 ? [s3FilesPlugin(s3)] : [],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  async onInit(payload) {
    // Two instances starting at once on one empty database: one migrates and seeds, the other waits.
    await underStartupLock(payload, async () => {
      await migrateOnInit(payload, database);
      await seedOnInit(payload);
      // Documents saved before translation statuses existed get theirs (translations/backfill.ts).
      await backfillTranslations(payload);
    });
    // The in-process offers index (SQLite) builds now, not on a visitor's first search.
    offerSearch(payload).warm();
  },
}).then(restrictInternalEntities);
