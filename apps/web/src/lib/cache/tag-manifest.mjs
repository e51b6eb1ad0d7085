// @ts-check
/*
 * This process's tag manifest (Next's own, which its page checks and default handlers read): what
 * the shared cache asks of it (is an entry's tag expired or stale?) and how a revalidation, made
 * here or shared by another instance, is applied to it.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Next's process-wide tag manifest, which its page checks and default handlers read. */
const nextTags = /** @type {import('./shared-cache').NextTagsModule} */ (
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
);

/** @typedef {import('./shared-cache').TagManifestEntry} TagManifestEntry */

/** Whether one of `tags` was expired by a revalidation after `timestamp` (ms). */
export const areTagsExpired = (/** @type {string[]} */ tags, /** @type {number} */ timestamp) =>
  nextTags.areTagsExpired(tags, timestamp);
/** Whether one of `tags` went stale after `timestamp` (serve, and refresh in the background). */
export const areTagsStale = (/** @type {string[]} */ tags, /** @type {number} */ timestamp) =>
  nextTags.areTagsStale(tags, timestamp);
/** The latest expiry among `tags` (0: never revalidated), as Next's default handler answers. */
export const tagsExpiration = (/** @type {string[]} */ tags) =>
  Math.max(0, ...tags.map((tag) => nextTags.tagsManifest.get(tag)?.expired ?? 0));

/**
 * A revalidation applied to this process's manifest, as Next's default handlers apply it: with
 * `durations`, stale now and expired `expire` seconds later; without, expired now.
 * @param {string[]} tags @param {{ expire?: number }} [durations]
 */
export function applyTagUpdate(tags, durations) {
  const now = Date.now();
  for (const tag of tags) {
    const entry = { ...nextTags.tagsManifest.get(tag) };
    if (durations) {
      entry.stale = now;
      if (durations.expire !== undefined) entry.expired = now + durations.expire * 1000;
    } else {
      entry.expired = now;
    }
    nextTags.tagsManifest.set(tag, entry);
  }
}

/** The manifest's state of `tag` (what another instance is told of it). */
export const tagState = (/** @type {string} */ tag) => nextTags.tagsManifest.get(tag) ?? {};

/**
 * Another instance's state of `tag` merged into this manifest, the later times kept; whether it
 * changed anything here.
 * @param {string} tag @param {TagManifestEntry} shared
 */
export function mergeTag(tag, shared) {
  const local = nextTags.tagsManifest.get(tag) ?? {};
  /** @type {TagManifestEntry} */
  const merged = { ...local };
  if (typeof shared.stale === 'number') merged.stale = Math.max(local.stale ?? 0, shared.stale);
  if (typeof shared.expired === 'number') merged.expired = Math.max(local.expired ?? 0, shared.expired);
  nextTags.tagsManifest.set(tag, merged);
  return merged.stale !== local.stale || merged.expired !== local.expired;
}
