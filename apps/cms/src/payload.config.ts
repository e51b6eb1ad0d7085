import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { LOCALES } from '@dav/contract';
import { Expertises } from './collections/expertises';
import { Forms } from './collections/forms';
import { Media } from './collections/media';
import { Pages } from './collections/pages';
import { Subsidiaries } from './collections/subsidiaries';
import {
  ContactRequests,
  CoworkingRequests,
  SubmissionFiles,
  WhistleblowingReports,
} from './collections/submissions';
import { Users } from './collections/users';
import { databaseAdapter } from './db/adapter';
import { migrateOnInit } from './db/migrate-on-init';
import { deferSqliteTransactions } from './db/sqlite-deferred';
import { databaseChoice, payloadSecret } from './env';
import { BurgerContent } from './globals/burger-content';
import { Coworking } from './globals/coworking';
import { FooterContent } from './globals/footer-content';
import { HeaderContent } from './globals/header-content';
import { Menus } from './globals/menus';
import { SiteSettings } from './globals/site-settings';
import { TradGlobals } from './globals/trads';
import { jobs } from './mail/jobs';
import { smtpEmailAdapter } from './mail/payload-email';
import { seedOnInit } from './seed';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const database = databaseChoice();

const LOCALE_LABELS = { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' } as const;

export default buildConfig({
  secret: payloadSecret(),
  telemetry: false,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · DAV CMS' },
  },
  collections: [
    Pages,
    Media,
    Forms,
    Subsidiaries,
    Expertises,
    ContactRequests,
    WhistleblowingReports,
    CoworkingRequests,
    SubmissionFiles,
    Users,
  ],
  globals: [Menus, HeaderContent, BurgerContent, FooterContent, ...TradGlobals, SiteSettings, Coworking],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: 'fr',
    fallback: true,
  },
  jobs,
  email: smtpEmailAdapter,
  db: databaseAdapter(database),
  sharp,
  upload: { limits: { fileSize: 10 * 1024 * 1024 } },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  async onInit(payload) {
    deferSqliteTransactions(payload);
    await migrateOnInit(payload, database);
    await seedOnInit(payload);
  },
});
