import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CmsEnv } from './env-schema';

/*
 * Where the CMS keeps what it stores, derived from its parsed environment: the data folder,
 * uploads, submissions' files, the database, and the S3 bucket that may hold the files instead.
 * env.ts reads the environment and gives each of these to the rest of the CMS.
 */

/** apps/cms, wherever the process was started from (bundlers keep the source URL). */
export const CMS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folder of the SQLite file and of the generated secret (`apps/cms/data`). */
export const dataDirOf = (env: CmsEnv): string =>
  path.resolve(env.CMS_DATA_DIR ?? path.join(CMS_ROOT, 'data'));

/** Uploads on local disk (`apps/cms/media`). */
export const mediaDirOf = (env: CmsEnv): string =>
  path.resolve(env.MEDIA_DIR ?? path.join(CMS_ROOT, 'media'));

/**
 * Files sent with submissions (CVs): outside any public folder, under the CMS data folder, and
 * served only through Payload's access-checked `/api/submission-files/file/*`.
 */
export const privateFilesDirOf = (env: CmsEnv): string => path.join(dataDirOf(env), 'private-files');

export type DatabaseChoice =
  { kind: 'postgres'; url: string } | { kind: 'sqlite'; url: string; file: string | null };

/**
 * `DATABASE_URL=postgres://…` → PostgreSQL; `DATABASE_URL=file:…`/`libsql:…` → that SQLite;
 * else `SQLITE_PATH` (a file path), else `data/cms.db`.
 */
export function databaseChoiceOf(env: CmsEnv): DatabaseChoice {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url && /^(file|libsql|https?|wss?):/.test(url)) return { kind: 'sqlite', url, file: null };
  const file = path.resolve(env.SQLITE_PATH ?? path.join(dataDirOf(env), 'cms.db'));
  return { kind: 'sqlite', url: `file:${file}`, file };
}

/** Where uploads and private files are kept when `S3_BUCKET` is set (storage/s3-plugin.ts). */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself, by region. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name: what local and most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** The variables that configure the S3 storage (read by the test of env.ts too). */
export const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

const s3Env = (env: CmsEnv, name: (typeof S3_VARIABLES)[number]): string => env[name] ?? '';

/**
 * S3_BUCKET set: media and private files on S3-compatible storage; unset (blank), on local disk
 * (mediaDir, privateFilesDir). The other S3_* are read only with it; s3ProblemsOf names a mistake.
 */
export function s3SettingsOf(env: CmsEnv): S3Settings | null {
  const bucket = s3Env(env, 'S3_BUCKET');
  if (!bucket) return null;
  const accessKeyId = s3Env(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = s3Env(env, 'S3_SECRET_ACCESS_KEY');
  return {
    bucket,
    endpoint: s3Env(env, 'S3_ENDPOINT').replace(/\/+$/, '') || undefined,
    region: s3Env(env, 'S3_REGION') || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: /^(true|1|yes)$/i.test(s3Env(env, 'S3_FORCE_PATH_STYLE')),
  };
}

/** What is wrong with S3_*, one line each: a half-set storage would keep files where nobody looks. */
export function s3ProblemsOf(env: CmsEnv): string[] {
  const bucket = s3Env(env, 'S3_BUCKET');
  if (!bucket) {
    const set = S3_VARIABLES.filter((name) => s3Env(env, name));
    return set.length > 0
      ? [
          `${set.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep files on S3, or unset S3_* to keep them on local disk`,
        ]
      : [];
  }
  const problems: string[] = [];
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push('S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens');
  const endpoint = s3Env(env, 'S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    problems.push('S3_ENDPOINT must be an http(s) URL with no path, such as http://127.0.0.1:3125');
  if (Boolean(s3Env(env, 'S3_ACCESS_KEY_ID')) !== Boolean(s3Env(env, 'S3_SECRET_ACCESS_KEY')))
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (an instance role)',
    );
  const pathStyle = s3Env(env, 'S3_FORCE_PATH_STYLE');
  if (pathStyle && !/^(true|false|1|0|yes|no)$/i.test(pathStyle))
    problems.push('S3_FORCE_PATH_STYLE must be true or false');
  return problems;
}
