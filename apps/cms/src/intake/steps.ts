import type { FormDefinition, Locale } from '@dav/contract';
import { validateForm, visibleFields } from '@dav/rules';
import type { Payload } from 'payload';
import {
  replayOf,
  submissionFingerprint,
  type Idempotency,
  type IdempotencyScope,
  type Replay,
} from './idempotency';
import { inspectFiles, type InspectedFiles } from './inspect-files';
import { parseSubmission, type ParsedSubmission } from './values';

/*
 * The steps every intake shares once its guard has let the post in (a form's `submissions/handle.ts`,
 * a reporter's reply in `whistleblowing/follow-up.ts`): what was sent and whether it repeats a
 * stored post, what is wrong with it, and storing it once.
 */

/** How a post's Idempotency-Key is scoped and what its fingerprint leaves out or adds. */
export interface KeyScope {
  scope: IdempotencyScope;
  omit?: readonly string[];
  extra?: Record<string, unknown>;
}

export interface Sent extends ParsedSubmission {
  /** Null when the post has no key. */
  idempotency: Idempotency | null;
  /** The answer of a stored post with the same key (or the 422 of other content), else null. */
  replay: Replay | Response | null;
}

/** The post's values and files, its idempotency, and the answer of a post it repeats. */
export async function sentPost(
  payload: Payload,
  form: FormData,
  key: string | null,
  locale: Locale,
  { scope, omit, extra }: KeyScope,
): Promise<Sent> {
  const parsed = await parseSubmission(form);
  const idempotency: Idempotency | null = key
    ? { scope, key, fingerprint: submissionFingerprint(parsed, { locale, omit, extra }) }
    : null;
  const replay = idempotency ? await replayOf(payload, idempotency, locale) : null;
  return { ...parsed, idempotency, replay };
}

/**
 * What is wrong with what was sent, by field: the definition's rules, then the structure of each
 * file that passed them (src/files); and the files kept, the only ones that reach the store.
 */
export async function checkedPost(
  definition: FormDefinition,
  { values, files }: ParsedSubmission,
  locale: Locale,
  options?: Parameters<typeof validateForm>[3],
): Promise<InspectedFiles> {
  const { errors } = validateForm(definition, values, locale, options);
  const inspected = await inspectFiles(visibleFields(definition, values), files, locale, errors);
  return { errors: { ...errors, ...inspected.errors }, files: inspected.files };
}

/**
 * `store()`, or, when it fails because a post with the same key committed first (this one waited
 * on its key, then failed on it), that post's answer. Any other failure is thrown.
 */
export async function storedOnce<T>(
  payload: Payload,
  sent: Pick<Sent, 'idempotency'>,
  locale: Locale,
  store: () => Promise<T>,
): Promise<{ stored: T } | { replay: Replay | Response }> {
  try {
    return { stored: await store() };
  } catch (error) {
    const replay = sent.idempotency ? await replayOf(payload, sent.idempotency, locale) : null;
    if (replay) return { replay };
    throw error;
  }
}
