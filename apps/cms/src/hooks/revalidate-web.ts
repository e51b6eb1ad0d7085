import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';
import { RevalidateRequestSchema, type CacheTagFamily } from '@dav/contract';
import { revalidateSecret, webUrl } from '../env';
import { afterCommit } from '../lib/after-commit';

/**
 * A cache tag of apps/web, as the contract names them (@dav/contract, revalidate.ts): a family
 * (`global`, `page`, `forms`, `coworking`: all of it) or a fine-grained one (`page:en:about-us`).
 */
export type RevalidateTag = CacheTagFamily | (string & {});

/** Set in `req.context` to keep a write silent (the seed: the web cannot be up yet). */
export const SKIP_REVALIDATE = 'skipRevalidate';

const TIMEOUT_MS = 2000;

/**
 * Tells apps/web to drop its cached content, once the change is committed (after-commit.ts).
 * Fire-and-forget: an edit must never fail or wait because the website is down, so failures are
 * only a warning.
 */
export function revalidateWeb(req: PayloadRequest, tags: RevalidateTag[]): void {
  if (req.context?.[SKIP_REVALIDATE]) return;
  void afterCommit(req, () => postTags(req, tags));
}

function postTags(req: PayloadRequest, tags: RevalidateTag[]): void {
  const url = `${webUrl()}/api/revalidate`;
  // The request the website parses: checked here too, so a bad tag is our bug, logged as such.
  const request = RevalidateRequestSchema.safeParse({ tags: [...new Set(tags)] });
  if (!request.success) {
    req.payload.logger.error(`[revalidate] not a valid request: ${JSON.stringify(tags)}`);
    return;
  }
  const warn = (reason: string) =>
    req.payload.logger.warn(
      `[revalidate] ${url} (${tags.join(', ')}) failed: ${reason}. The web will show stale content until its cache expires.`,
    );
  void fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret() },
    body: JSON.stringify(request.data),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
    .then((res) => {
      if (!res.ok) warn(`HTTP ${res.status}`);
    })
    .catch((err: unknown) => warn(err instanceof Error ? err.message : String(err)));
}

export const revalidateAfterChange =
  (tags: RevalidateTag[]): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    revalidateWeb(req, tags);
    return doc;
  };

export const revalidateAfterDelete =
  (tags: RevalidateTag[]): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    revalidateWeb(req, tags);
    return doc;
  };

export const revalidateGlobalAfterChange =
  (tags: RevalidateTag[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    revalidateWeb(req, tags);
    return doc;
  };
