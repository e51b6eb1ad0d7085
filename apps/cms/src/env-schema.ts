import { defineEnv, nonNegative, positive, raw, SHARED_ENV, text, variable } from '@dav/contract';
import { PREVIEW_LINK_TTL_S } from '@dav/contract/preview';
import { BOT_RATE_LIMIT_DEFAULT } from '@dav/rules';

/*
 * Every variable the CMS reads, and what the README says of each: its configuration table is
 * generated from this (scripts/config/table.mjs; `npm run gates` fails when it differs). env.ts
 * gives the rest of the CMS what it means; nothing else reads `process.env`.
 */
export const CMS_ENV = defineEnv({
  ...SHARED_ENV,
  CMS_PORT: variable(text(), '`3001`', 'port of the CMS'),
  WEB_URL: variable(
    text(),
    '`http://127.0.0.1:3000`',
    "where the CMS reaches the website's revalidate route",
  ),
  REVALIDATE_AGAIN_MS: variable(
    nonNegative(5000),
    '`5000`',
    'the website is told of a change a second time this long after the first, so that a page it was rendering with the old content when first told is not kept (docs/architecture.md#revalidation); `0`: once only',
  ),
  PAYLOAD_SECRET: variable(
    text(),
    'development: a fixed value; production: a random one saved in the data folder',
    'signs admin sessions — set it in production',
  ),
  DATABASE_URL: variable(text(), 'unset: SQLite', '`postgres://…` to use PostgreSQL'),
  CMS_DATA_DIR: variable(text(), '`apps/cms/data`', "the CMS's data folder (SQLite file, generated secret)"),
  SQLITE_PATH: variable(
    text(),
    '`$CMS_DATA_DIR/cms.db`',
    'the SQLite file (WAL journal; writes take turns, see docs/architecture.md#database)',
  ),
  MEDIA_DIR: variable(text(), '`apps/cms/media`', 'uploaded files'),
  S3_BUCKET: variable(
    text(),
    'unset: files on local disk (`MEDIA_DIR`, `$CMS_DATA_DIR/private-files`)',
    'keep uploads (under `media/`) and submissions’ files (under `private/`) in this S3 bucket instead; they are still served only by the CMS, after its access checks (docs/architecture.md#files-on-s3). Every other `S3_*` needs it: set without it, the CMS refuses to start',
  ),
  S3_ENDPOINT: variable(
    text(),
    'unset: AWS',
    'an S3-compatible server, `http(s)://host:port` (MinIO, R2, a local s3rver)',
  ),
  S3_REGION: variable(text(), '`us-east-1`', 'the bucket’s region'),
  S3_ACCESS_KEY_ID: variable(
    text(),
    'unset: the SDK’s own chain (an instance role)',
    'the bucket’s access key, with `S3_SECRET_ACCESS_KEY`: both or neither',
  ),
  S3_SECRET_ACCESS_KEY: variable(
    text(),
    'unset: the SDK’s own chain (an instance role)',
    'the bucket’s secret key, with `S3_ACCESS_KEY_ID`: both or neither',
  ),
  S3_FORCE_PATH_STYLE: variable(
    text(),
    '`false`',
    '`true`: the bucket in the path, not the host name (local and most S3-compatible servers)',
  ),
  PUBLIC_PORT: variable(
    text(),
    'the port of `WEB_URL` (3000)',
    "the port of the site's public URLs in the links the CMS mails visitors (a receipt's withdraw link, on the registry host of the visitor's language); `443` behind a TLS proxy",
  ),
  TRUSTED_PROXIES: variable(
    text(),
    'empty',
    "addresses of reverse proxies in front of the CMS whose `X-Forwarded-For` it believes (comma-separated). Empty: the CMS believes no header, only the site's signed one and the connection's own address — being on the same machine earns nothing",
  ),
  ADMIN_EMAIL: variable(text(), '`admin@dav.localhost`', 'the first admin, created on first start'),
  ADMIN_PASSWORD: variable(
    raw(),
    'generated, printed once',
    "the first admin's password (12 characters at least)",
  ),
  SUBMIT_MAX_BYTES: variable(
    positive(5 * 1024 * 1024),
    '`5242880`',
    'largest form submission the CMS accepts (413 above)',
  ),
  SUBMIT_RATE_LIMIT: variable(
    positive(5),
    '`5`',
    'form posts per visitor address and form, per window (429 above)',
  ),
  SUBMIT_RATE_WINDOW_MS: variable(positive(60_000), '`60000`', 'the window of `SUBMIT_RATE_LIMIT`'),
  FORM_MIN_FILL_MS: variable(
    positive(3000),
    '`3000`',
    "the time trap: a form sent sooner after it appeared is a bot's (a report is refused with a message instead)",
  ),
  BOT_RATE_LIMIT: variable(
    positive(BOT_RATE_LIMIT_DEFAULT),
    `\`${BOT_RATE_LIMIT_DEFAULT}\``,
    "assistant answers (`POST /wp-json/clrz/v1/bot/answer`) per visitor address, per window (429 with `Retry-After` above); counted in each CMS process's memory, the address never stored",
  ),
  BOT_RATE_WINDOW_MS: variable(positive(60_000), '`60000`', 'the window of `BOT_RATE_LIMIT`'),
  BOT_MAX_BYTES: variable(
    positive(8 * 1024),
    '`8192`',
    'largest assistant question body the CMS reads (413 above; a question is 500 characters at most)',
  ),
  LOGIN_DELAY_MS: variable(
    positive(250),
    '`250`',
    'the first delay added to a staff sign-in after repeated failures, doubled at each further one (docs/product.md#staff); the integration tests shorten it',
  ),
  SMTP_URL: variable(
    text(),
    'unset',
    'mail server of the form notifications (`smtp://host:port`, `smtps://user:pass@host`); unset: the mails stay queued, listed under "Outgoing mails" in the admin, and leave once it is set',
  ),
  MAIL_FROM: variable(text(), '`DAV <no-reply@dav.localhost>`', 'sender of those mails'),
  WHISTLEBLOWING_NOTIFY_TO: variable(
    raw(),
    '`compliance@dav.localhost`',
    'who is told a whistleblowing report is waiting (comma-separated; the mail holds nothing of the report). Other forms: the admin-only "Notify" field of each form',
  ),
  PREVIEW_LINK_TTL_S: variable(
    positive(PREVIEW_LINK_TTL_S),
    `\`${PREVIEW_LINK_TTL_S}\``,
    'how long a preview link, and the draft session it opens on the site, lasts (seconds)',
  ),
  STAFF_ORIGINS: variable(text(), 'empty', 'more origins staff open the admin from (comma-separated)'),
  MAIL_QUEUE_INTERVAL_MS: variable(positive(10_000), '`10000`', 'how often the CMS looks for mails to send'),
  MAIL_RETRY_DELAY_MS: variable(
    positive(30_000),
    '`30000`',
    'the first retry delay after a failed mail (doubled each time, 10 retries)',
  ),
  SKILLS_PROVIDER_URL: variable(
    text(),
    'unset: the built-in provider',
    "the external skills-test platform: the CMS forwards `appskills` and `appskills-candidate` to `{url}/appskills` and `{url}/appskills-candidate` (docs/product.md#skills-test); unset, the test links set per technology in the admin's Recruitment settings are given",
  ),
  SKILLS_PROVIDER_TIMEOUT_MS: variable(
    positive(3000),
    '`3000`',
    'how long the CMS waits for that platform (no answer in time: "Désolé...")',
  ),
});

/** The CMS's environment as CMS_ENV parses it: what env.ts reads, and what env-storage.ts derives from. */
export type CmsEnv = ReturnType<typeof CMS_ENV.read>;
