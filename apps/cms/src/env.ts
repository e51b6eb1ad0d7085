import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_REVALIDATE_SECRET, revalidateSecretProblem } from '@dav/contract';
import { parseDomainRegistry, type DomainEntry } from '@dav/rules';
import { CMS_ENV } from './env-schema';
import {
  databaseChoiceOf,
  dataDirOf,
  mediaDirOf,
  privateFilesDirOf,
  s3ProblemsOf,
  s3SettingsOf,
  type DatabaseChoice,
  type S3Settings,
} from './env-storage';
import type { RawEnv } from '@dav/contract';

/*
 * What the CMS's environment means, for the rest of the CMS: the only reader of `process.env`
 * (its variables are declared in env-schema.ts), each setting read afresh at each call so that a
 * test can change one. Where files and the database are kept is derived in env-storage.ts.
 */

export { CMS_ROOT, type DatabaseChoice, type S3Settings } from './env-storage';

/**
 * The CMS's environment, parsed by its schema (env-schema.ts, the only reader of `process.env`;
 * the README's configuration table is generated from it); a test may give its own.
 */
export const cmsEnv = (raw?: RawEnv) => CMS_ENV.read(raw ?? process.env);

const isBuildPhase = () => cmsEnv().NEXT_PHASE === 'phase-production-build';

/** Folder of the SQLite file and of the generated secret (`apps/cms/data`). */
export const dataDir = (): string => dataDirOf(cmsEnv());

/** Uploads on local disk (`apps/cms/media`). */
export const mediaDir = (): string => mediaDirOf(cmsEnv());

/** PostgreSQL or SQLite, and where (env-storage.ts, databaseChoiceOf). */
export const databaseChoice = (): DatabaseChoice => databaseChoiceOf(cmsEnv());

/** Files sent with submissions (CVs), outside any public folder (env-storage.ts, privateFilesDirOf). */
export const privateFilesDir = (): string => privateFilesDirOf(cmsEnv());

/** S3_BUCKET set: where media and private files are kept instead of local disk; else null. */
export const s3Settings = (): S3Settings | null => s3SettingsOf(cmsEnv());

/** What is wrong with S3_*, one line each (env-storage.ts, s3ProblemsOf). */
export const s3Problems = (): string[] => s3ProblemsOf(cmsEnv());

export function ensureDir(dir: string): void {
  if (!isBuildPhase()) fs.mkdirSync(dir, { recursive: true });
}

const DEV_SECRET = 'dav-cms-development-secret-not-for-production';

/**
 * `PAYLOAD_SECRET`, else a development constant outside production. A production start without
 * it still works (zero configuration), with a random secret kept in `data/.payload-secret`, so
 * nobody can forge sessions with a secret published in this repository.
 */
export function payloadSecret(): string {
  const fromEnv = cmsEnv().PAYLOAD_SECRET;
  if (fromEnv) return fromEnv;
  if (cmsEnv().NODE_ENV !== 'production' || isBuildPhase()) return DEV_SECRET;
  const file = path.join(dataDir(), '.payload-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    ensureDir(dataDir());
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    console.warn(
      `[cms] PAYLOAD_SECRET is not set: generated one in ${file}. Set PAYLOAD_SECRET in production.`,
    );
    return secret;
  }
}

/**
 * FORM_MIN_FILL_MS: how soon after a form appeared a person can have sent it (the time trap,
 * intake/bot-sign.ts): 3000 by default.
 */
export const formMinFillMs = (): number => cmsEnv().FORM_MIN_FILL_MS;

export const webUrl = (): string => (cmsEnv().WEB_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

/** PUBLIC_PROTOCOL of the site's public URLs (the links in mails), as on the website: http or https. */
export const publicProtocol = (): 'http' | 'https' =>
  (cmsEnv().PUBLIC_PROTOCOL ?? '').replace(/:?\/*$/, '').toLowerCase() === 'https' ? 'https' : 'http';

/**
 * PUBLIC_PORT of the site's public URLs: by default the website's own port (that of WEB_URL,
 * 3000), as `npm start` serves it; behind a reverse proxy, 443 (or 80), which URLs leave out.
 */
export const publicPort = (): string => {
  const port = cmsEnv().PUBLIC_PORT;
  if (port) return port;
  try {
    return new URL(webUrl()).port;
  } catch {
    return '';
  }
};
const isProductionServer = () => cmsEnv().NODE_ENV === 'production' && !isBuildPhase();

/**
 * REVALIDATE_SECRET, the secret the CMS and the website share (the revalidate route; the visitor
 * address the site vouches for: lib/client-address.ts). Blank counts as unset, as on the site.
 * Outside production, the development value; in production it must be set (envProblems).
 */
export const revalidateSecret = (): string =>
  cmsEnv().REVALIDATE_SECRET?.trim() || (isProductionServer() ? '' : DEV_REVALIDATE_SECRET);

/**
 * REVALIDATE_AGAIN_MS: how long after telling the website of a change it is told again (0: not
 * again). A render the website had under way, with the content read before the change, is stored
 * stamped with the time it ends, after the first revalidation, so it would count as fresh.
 */
export const revalidateAgainMs = (): number => cmsEnv().REVALIDATE_AGAIN_MS;

/**
 * TRUSTED_PROXIES: addresses of reverse proxies in front of the CMS whose X-Forwarded-For is
 * believed (comma-separated). Empty by default: being on this machine earns no trust.
 */
export const trustedProxies = (): ReadonlySet<string> =>
  new Set(
    (cmsEnv().TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * LOGIN_DELAY_MS: the first delay added to a login after repeated failures, doubled at each
 * further one (collections/users/login-limits.ts). The integration tests shorten it.
 */
export const loginDelayStepMs = () => cmsEnv().LOGIN_DELAY_MS;

/** The mail server of the notification e-mails (`smtp://…`, `smtps://…`); null: mails stay queued. */
export const smtpUrl = (): string | null => cmsEnv().SMTP_URL ?? null;
export const mailFrom = (): string => cmsEnv().MAIL_FROM ?? 'DAV <no-reply@dav.localhost>';

/** Who hears of a new whistleblowing report (comma-separated); never the report itself. */
export const whistleblowingNotifyTo = (): string[] =>
  (cmsEnv().WHISTLEBLOWING_NOTIFY_TO ?? 'compliance@dav.localhost')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

/** Where staff open the admin, for the links in notification e-mails. */
export const cmsPublicUrl = (): string =>
  (cmsEnv().CMS_PUBLIC_URL ?? `http://localhost:${cmsEnv().CMS_PORT ?? '3001'}`).replace(/\/+$/, '');

/** PREVIEW_LINK_TTL_S: how long a preview link, and the draft session it opens, lasts (admin/preview). */
export const previewLinkTtlS = () => cmsEnv().PREVIEW_LINK_TTL_S;

/** How often the mail queue is looked at, and the first retry delay (doubled at each attempt). */
export const mailQueueIntervalMs = () => cmsEnv().MAIL_QUEUE_INTERVAL_MS;
export const mailRetryDelayMs = () => cmsEnv().MAIL_RETRY_DELAY_MS;

let registry: { source: string | undefined; entries: readonly DomainEntry[] } | undefined;

/**
 * The domain registry (`DOMAINS`, else the development default), parsed once per value: the
 * global data's language URLs and the submissions' Origin check both read it here.
 */
export function domainRegistry(): readonly DomainEntry[] {
  const source = cmsEnv().DOMAINS;
  if (registry && registry.source === source) return registry.entries;
  const entries = parseDomainRegistry(source);
  registry = { source, entries };
  return entries;
}

/** What is wrong with the environment, one line each; checked at start (instrumentation.ts). */
export function envProblems(): string[] {
  const problems: string[] = [];
  try {
    domainRegistry();
  } catch (error) {
    problems.push((error as Error).message);
  }
  const secretProblem = isProductionServer() ? revalidateSecretProblem(cmsEnv().REVALIDATE_SECRET) : null;
  if (secretProblem) problems.push(secretProblem);
  problems.push(...s3Problems());
  return problems;
}

/**
 * The external skills-test platform (docs/product.md#skills-test): its base URL; unset, the
 * built-in provider answers. Requests to it give up after SKILLS_PROVIDER_TIMEOUT_MS (3 s).
 */
export const skillsProviderUrl = (): string | null =>
  cmsEnv().SKILLS_PROVIDER_URL?.replace(/\/+$/, '') || null;
export const skillsProviderTimeoutMs = () => cmsEnv().SKILLS_PROVIDER_TIMEOUT_MS;
