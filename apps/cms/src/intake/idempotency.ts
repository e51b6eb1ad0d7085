import crypto from 'node:crypto';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  isIdempotencyKey,
  STARTED_FIELD,
  type Locale,
} from '@dav/contract';
import { defaultMessage, isFileLike, type FormValues } from '@dav/rules';
import type { Payload, PayloadRequest } from 'payload';
import { errorJson } from '../lib/respond';
import { payloadSecret } from '../env';

/*
 * Idempotent submissions (docs/architecture.md#idempotent-submissions). A post may carry an
 * `Idempotency-Key` (a UUID the browser made for that send). The first post with a key stores its
 * submission and, in the same transaction, a `submission-keys` row: the key's hash (unique per
 * endpoint), a keyed hash of what was sent, the document and the answer. A repeat with the same
 * content gets that answer again (same status, same body) and stores and mails nothing; with other
 * content, a 422. Two posts with one key at once: the database's unique index makes the second
 * wait for the first's transaction (PostgreSQL: the row lock of the index entry; SQLite: the
 * write lock), then fail on the index; its own work is rolled back and it answers as the first did.
 * A first post that died before committing left nothing, so its retry is stored normally.
 *
 * What is kept at rest: never the key (its SHA-256 with the endpoint), never what was sent (an
 * HMAC under PAYLOAD_SECRET), and a report's receipt code only sealed (AES-256-GCM) under a key
 * derived from the idempotency key itself, which only the reporter's browser holds: the database
 * and the secret together still cannot open it. Rows are erased after 24 to 48 hours by the
 * nightly retention job (retention.ts), or with their document.
 */

/** The collection of the keys a submission was sent with (collections/submission-keys). */
export const SUBMISSION_KEYS = 'submission-keys';

/** How long a key is kept at least: the nightly retention job erases rows older than this. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** A key's endpoint: the same key on two endpoints is two keys. */
export type IdempotencyScope =
  `forms/${string}` | 'form-coworking' | 'appskills' | 'whistleblowing-follow-up-reply';

export interface Idempotency {
  scope: IdempotencyScope;
  /** The key as sent, lower-cased: never stored. */
  key: string;
  /** What was sent, as a keyed hash (fingerprint). */
  fingerprint: string;
}

/** What a first post answered, kept to answer its repeats. */
export interface StoredAnswer {
  /** The answer's body, minus its secret parts. */
  body: Record<string, unknown>;
  /** The secret parts of the body (a report's receipt), sealed under the idempotency key. */
  sealed?: string;
}

/** The request's key: null when there is none, a 400 in the contract's shape when it is not a UUID. */
export function idempotencyKeyOf(request: Request): string | null | Response {
  const raw = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === null) return null;
  const key = raw.trim();
  if (!isIdempotencyKey(key))
    return errorJson(400, { [IDEMPOTENCY_KEY_FIELD]: 'Malformed Idempotency-Key header: expected a UUID' });
  return key.toLowerCase();
}

/** The stored form of a key: SHA-256 of the endpoint and the key (hex). A soak script computes it too. */
export function idempotencyKeyHash(scope: IdempotencyScope, key: string): string {
  return crypto.createHash('sha256').update(`${scope}\n${key.toLowerCase()}`).digest('hex');
}

const derived = (purpose: string) => crypto.createHmac('sha256', payloadSecret()).update(purpose).digest();

/** JSON with sorted keys, so equal content always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonical((value as Record<string, unknown>)[name])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * What was sent, as a keyed hash: the visitor's values (each file by its name and the SHA-256 of
 * its bytes) without the bot traps and the hidden values the CMS recomputes (`omit`), the locale
 * and whatever the endpoint adds (`extra`: the report a reply is for, rather than its code).
 */
export function submissionFingerprint(
  sent: { values: FormValues; files: Map<string, { name: string; bytes: Uint8Array }> },
  context: { locale: Locale | string; omit?: readonly string[]; extra?: Record<string, unknown> },
): string {
  const skip = new Set([HONEYPOT_FIELD, STARTED_FIELD, ...(context.omit ?? [])]);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(sent.values)) {
    if (skip.has(name)) continue;
    const file = sent.files.get(name);
    values[name] =
      file && isFileLike(value)
        ? { file: file.name, sha256: crypto.createHash('sha256').update(file.bytes).digest('hex') }
        : value;
  }
  return crypto
    .createHmac('sha256', derived('dav-idempotency-fingerprint'))
    .update(canonical({ values, locale: context.locale, extra: context.extra ?? null }))
    .digest('hex');
}

/** The AES key of a row's secrets: from the idempotency key (never stored) and the endpoint. */
function sealingKey(idempotency: Idempotency): Buffer {
  return Buffer.from(
    crypto.hkdfSync(
      'sha256',
      idempotency.key,
      derived('dav-idempotency-seal'),
      `dav-idempotency:${idempotency.scope}`,
      32,
    ),
  );
}

export function seal(idempotency: Idempotency, secret: Record<string, string>): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(idempotency), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
  return ['v1', iv, text, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function unseal(idempotency: Idempotency, sealed: string): Record<string, string> | null {
  const [version, iv, text, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !text || !tag) return null;
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      sealingKey(idempotency),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const json = Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]);
    return JSON.parse(json.toString('utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}

/**
 * Takes the key in the storing transaction, before anything else is written: a second post with
 * it waits here for the first to commit, then fails on the unique index (the caller answers with
 * `replayOf`). The row's id, to settle once the document exists.
 */
export async function claimKey(
  payload: Payload,
  req: PayloadRequest,
  idempotency: Idempotency,
): Promise<number> {
  const { id } = await payload.create({
    collection: SUBMISSION_KEYS,
    data: {
      key: idempotencyKeyHash(idempotency.scope, idempotency.key),
      scope: idempotency.scope,
      fingerprint: idempotency.fingerprint,
    },
    depth: 0,
    req,
  });
  return id;
}

/** Records, in the same transaction, what the claimed key stored and answered. */
export async function settleKey(
  payload: Payload,
  req: PayloadRequest,
  claimed: { id: number; idempotency: Idempotency },
  outcome: {
    collection: string;
    document: number;
    body: Record<string, unknown>;
    secret?: Record<string, string>;
  },
): Promise<void> {
  const answer: StoredAnswer = {
    body: outcome.body,
    ...(outcome.secret ? { sealed: seal(claimed.idempotency, outcome.secret) } : {}),
  };
  await payload.update({
    collection: SUBMISSION_KEYS,
    id: claimed.id,
    data: { collection: outcome.collection, document: outcome.document, answer: answer as never },
    depth: 0,
    req,
  });
}

export interface Replay {
  /** The first answer's body, its secrets unsealed. */
  body: Record<string, unknown>;
  collection: string | null;
  document: number | null;
}

/**
 * The answer to a repeat of a key already stored: its first answer (`Replay`) when the content is
 * the same, a 422 (localised) when it is not, null when the key is new (or its first post never
 * committed: then this one is stored).
 */
export async function replayOf(
  payload: Payload,
  idempotency: Idempotency,
  locale: Locale,
): Promise<Replay | Response | null> {
  const { docs } = await payload.find({
    collection: SUBMISSION_KEYS,
    where: { key: { equals: idempotencyKeyHash(idempotency.scope, idempotency.key) } },
    depth: 0,
    limit: 1,
    pagination: false,
  });
  const row = docs[0];
  if (!row) return null;
  if (row.fingerprint !== idempotency.fingerprint)
    return errorJson(422, { [IDEMPOTENCY_KEY_FIELD]: defaultMessage('idempotencyConflict', locale) });
  const answer = (row.answer ?? { body: {} }) as unknown as StoredAnswer;
  const secret = answer.sealed ? unseal(idempotency, answer.sealed) : null;
  return {
    body: { ...answer.body, ...secret },
    collection: row.collection ?? null,
    document: row.document ?? null,
  };
}

/** Erases keys older than IDEMPOTENCY_KEY_HOURS (the nightly retention job); how many. */
export async function eraseExpiredKeys(payload: Payload, req: PayloadRequest, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000).toISOString();
  const { docs } = await payload.delete({
    collection: SUBMISSION_KEYS,
    where: { createdAt: { less_than: cutoff } },
    depth: 0,
    req,
  });
  return docs.length;
}
