// @ts-check
/*
 * The revalidated tags, shared by every site instance (shared-cache.mjs): each revalidation is
 * applied to this process's manifest, written to the Redis hash `TAGS` with a new `TAGS_VERSION`,
 * and published on `CHANNEL`. A published message is applied at once; before serving from the
 * cache an instance compares `TAGS_VERSION` with the one it last read and reads the hash again
 * when it changed, so a message lost during a reconnect cannot leave it behind.
 */
import { randomUUID } from 'node:crypto';
import { PREFIX } from './redis-connection.mjs';
import { applyTagUpdate, mergeTag, tagState } from './tag-manifest.mjs';

const TAGS = `${PREFIX}tags`;
const TAGS_VERSION = `${PREFIX}tags:version`;
export const CHANNEL = `${PREFIX}revalidated`;

/** Listeners of revalidations, set by the app's bundles (lib/cache/revalidation-bus.ts). */
const LISTENERS = Symbol.for('dav.web.revalidationListeners');

/** @typedef {import('./shared-cache').TagManifestEntry} TagManifestEntry */

/** @type {typeof globalThis & { [LISTENERS]?: Map<string, (tags: string[]) => void> }} */
const holder = globalThis;

/**
 * The tags' side of one shared cache: `run` sends a command to Redis (redis-connection.mjs),
 * `instance` names this process in what it publishes.
 * @param {{ run: import('./redis-connection.mjs').RunCommand, instance: string, log: (message: string) => void }} options
 */
export function createTagSharing({ run, instance, log }) {
  /** The TAGS_VERSION last read; null forces a full read of the tags. */
  let tagsVersion = /** @type {string | null} */ (null);
  /** @type {Promise<void> | null} */
  let syncing = null;
  /** Tags revalidated here while Redis was away: shared when it returns. */
  const unshared = new Set();
  /** Tags revalidated in this tick, written together (`writing`). */
  const pending = new Set();
  /** @type {Promise<void> | null} */
  let writing = null;

  /** Writes the local manifest's state of `tags` to Redis and tells the other instances. */
  async function writeTags(/** @type {string[]} */ tags) {
    /** @type {Record<string, TagManifestEntry>} */
    const state = {};
    for (const tag of tags) state[tag] = tagState(tag);
    const fields = Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(state[tag])]));
    const written = await run((c) =>
      c
        .multi()
        .hSet(TAGS, fields)
        .set(TAGS_VERSION, randomUUID())
        .publish(CHANNEL, JSON.stringify({ from: instance, tags: state }))
        .exec(),
    );
    if (written === undefined) for (const tag of tags) unshared.add(tag);
  }

  /** Reads the shared tags when their version changed since the last read. */
  async function syncTagsNow() {
    const version = await run((c) => c.get(TAGS_VERSION));
    if (version === undefined || version === tagsVersion) return;
    if (version === null) {
      tagsVersion = null;
      return;
    }
    const all = await run((c) => c.hGetAll(TAGS));
    if (all === undefined) return;
    for (const [tag, json] of Object.entries(all)) {
      try {
        mergeTag(tag, JSON.parse(json));
      } catch {
        // A field this code did not write: ignored.
      }
    }
    tagsVersion = version;
  }

  return {
    /** A message published on CHANNEL: another instance's revalidation, applied here. */
    received(/** @type {string} */ message) {
      /** @type {{ from?: string, tags?: Record<string, TagManifestEntry> }} */
      let parsed;
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      if (parsed.from === instance || !parsed.tags) return;
      const tags = Object.keys(parsed.tags);
      let news = false;
      for (const tag of tags) if (mergeTag(tag, parsed.tags[tag])) news = true;
      // The same revalidation announced again (the route's, then Next's): forgotten once.
      if (!news) return;
      for (const listener of holder[LISTENERS]?.values() ?? []) {
        try {
          listener(tags);
        } catch (error) {
          log(`[cache] a revalidation listener failed: ${/** @type {Error} */ (error).message}`);
        }
      }
    },

    /** Redis (back) at hand: the tags are read again, and those revalidated meanwhile shared. */
    connected() {
      tagsVersion = null;
      if (unshared.size > 0) {
        const tags = [...unshared];
        unshared.clear();
        void writeTags(tags);
      }
    },

    /** @returns {Promise<void>} */
    syncTags() {
      // Concurrent requests share one read.
      return (syncing ??= syncTagsNow().finally(() => {
        syncing = null;
      }));
    },

    /** @param {string[]} tags @param {{ expire?: number }} [durations] @returns {Promise<void>} */
    updateTags(tags, durations) {
      if (tags.length === 0) return Promise.resolve();
      applyTagUpdate(tags, durations);
      // The calls of one revalidation (Next calls each handler in the same tick) make one write
      // of the tags' latest state; a later revalidation always writes again.
      for (const tag of tags) pending.add(tag);
      return (writing ??= new Promise((resolve) => {
        setImmediate(() => {
          const batch = [...pending];
          pending.clear();
          writing = null;
          void writeTags(batch).then(resolve);
        });
      }));
    },
  };
}
