import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  PayloadRequest,
  RequestContext,
} from 'payload';
import { RevalidateRequestSchema, type CacheTagFamily } from '@dav/contract';
import { revalidateAgainMs, revalidateSecret, webUrl } from '../env';
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
 * Tells apps/web to drop its cached content, once the change is committed (after-commit.ts), and
 * again REVALIDATE_AGAIN_MS later: a page the website was rendering with the content read before
 * the commit is stored stamped with the moment it ends, after the first revalidation, and would
 * count as fresh (docs/architecture.md#revalidation). Fire-and-forget: an edit must never fail or
 * wait because the website is down, so failures are only a warning.
 */
export function revalidateWeb(req: PayloadRequest, tags: RevalidateTag[]): void {
  if (req.context?.[SKIP_REVALIDATE]) return;
  void afterCommit(req, () => {
    postTags(req, tags);
    const again = revalidateAgainMs();
    // unref: a process that is stopping does not wait for it.
    if (again > 0) setTimeout(() => postTags(req, tags), again).unref();
  });
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

/*
 * Drafts (access/drafts.ts): a saved or autosaved draft changes nothing the public sees, so
 * it revalidates nothing; publishing, unpublishing and deleting do. Payload tells its hooks the
 * operation but not whether it saves a draft, so the operation's arguments are noted before it
 * runs, per collection or global (a nested write of another one keeps its own note).
 */
const draftSaveKey = (slug: string) => `draftSave:${slug}`;

/** Payload's own rule (`isSavingDraft`): a draft was asked for, and the write does not publish. */
function savesDraft(args: unknown): boolean {
  const { draft, data } = args as { draft?: unknown; data?: { _status?: unknown } };
  return Boolean(draft) && data?._status !== 'published';
}

export const noteDraftSave: CollectionBeforeOperationHook = ({ args, collection, context, operation }) => {
  if (operation === 'create' || operation === 'update')
    context[draftSaveKey(collection.slug)] = savesDraft(args);
  return args;
};

export const noteGlobalDraftSave: GlobalBeforeOperationHook = ({ args, context, global, operation }) => {
  if (operation === 'update') context[draftSaveKey(global.slug)] = savesDraft(args);
  return args;
};

/**
 * Whether a write changed what the public sees: not a draft save, and for a new document of a
 * collection with drafts, created published (else it is a draft no one sees yet).
 */
export function changesPublic(
  context: RequestContext,
  slug: string,
  doc: { _status?: unknown },
  operation: 'create' | 'update',
): boolean {
  if (context[draftSaveKey(slug)] === true) return false;
  return operation !== 'create' || !('_status' in doc) || doc._status === 'published';
}

export const revalidateAfterChange =
  (tags: RevalidateTag[]): CollectionAfterChangeHook =>
  ({ collection, context, doc, operation, req }) => {
    if (changesPublic(context, collection.slug, doc, operation)) revalidateWeb(req, tags);
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
  ({ context, doc, global, req }) => {
    if (changesPublic(context, global.slug, doc, 'update')) revalidateWeb(req, tags);
    return doc;
  };
