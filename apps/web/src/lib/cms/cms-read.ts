import 'server-only';
import { draftMode } from 'next/headers';
import { DRAFT_HEADER, PREVIEW_HEADER } from '@dav/contract/preview';
import { cmsBaseUrl, cmsTimeoutMs, revalidateSecret } from '../env';

export type CmsRead<T> =
  | { kind: 'ok'; data: T; /** The CMS failed and this is the last good copy. */ stale: boolean }
  | { kind: 'not-found' };

/**
 * The last good answer per path, for when a revalidation finds the CMS down: the site keeps
 * serving what it last showed instead of an error. Bounded; per process, which is enough, since
 * the tagged cache is what normally serves (docs/architecture.md#when-the-cms-is-down).
 */
const lastGood = new Map<string, unknown>();
const LAST_GOOD_MAX = 2000;

function remember(path: string, data: unknown) {
  lastGood.delete(path);
  lastGood.set(path, data);
  if (lastGood.size > LAST_GOOD_MAX) lastGood.delete(lastGood.keys().next().value!);
}

export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/**
 * Whether this render is an editor's draft session (docs/architecture.md#drafts-and-preview).
 * Readable inside `'use cache'`, where Next then runs the function afresh and keeps nothing.
 * Outside a request (the proxy's copies, the start) there is none.
 */
async function readingDrafts(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** The headers of a draft read: the site's credential, and the link naming the one document read. */
const draftHeaders = (preview: string) => ({ [DRAFT_HEADER]: revalidateSecret(), [PREVIEW_HEADER]: preview });

/**
 * GET a contract path, parsed with its schema. 404 is an answer; anything else failing throws.
 * The read of the document a draft session's link names (`preview`, preview-link.ts) asks the
 * CMS for its draft, and what it answers is one editor's: never the last good copy the public may
 * be served. Every other read, in draft mode too, is the public's.
 */
export async function cmsRead<T>(
  path: string,
  schema: { parse(data: unknown): T },
  { preview = null }: { preview?: string | null } = {},
): Promise<CmsRead<T>> {
  const drafts = preview !== null && (await readingDrafts());
  try {
    const res = await fetch(`${cmsBaseUrl()}${path}`, {
      headers: { accept: 'application/json', ...(drafts ? draftHeaders(preview) : {}) },
      signal: AbortSignal.timeout(cmsTimeoutMs()),
    });
    if (res.status === 404) {
      if (!drafts) lastGood.delete(path);
      return { kind: 'not-found' };
    }
    if (!res.ok) throw new CmsUnavailableError(`CMS answered ${res.status}`);
    const data = schema.parse(await res.json());
    if (!drafts) remember(path, data);
    return { kind: 'ok', data, stale: false };
  } catch (error) {
    if (drafts) throw new CmsUnavailableError(`CMS draft read failed: ${path}`);
    const previous = lastGood.get(path) as T | undefined;
    console.error(
      `[cms] GET ${path} failed: ${(error as Error).message}${previous ? ' (serving the last good copy)' : ''}`,
    );
    if (previous !== undefined) return { kind: 'ok', data: previous, stale: true };
    throw new CmsUnavailableError(`CMS read failed: ${path}`);
  }
}
