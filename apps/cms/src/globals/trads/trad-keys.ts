import { CMS_TRAD_KEYS } from './trad-keys.generated';

/**
 * The keys with a field in the trads global. They are pinned (trad-keys.generated.ts) rather than
 * read live from the contract: a key added to fr.json must not change the database schema
 * behind the migrations' back. Until it gets its field, the wire serves its shipped default.
 */
export type CmsTradKey = (typeof CMS_TRAD_KEYS)[number];
export { CMS_TRAD_KEYS };

/** `error.backHome` → tab `error`, field `backHome` (Payload field names cannot hold dots). */
export function splitTradKey(key: string): { group: string; field: string } {
  const dot = key.indexOf('.');
  if (dot < 0) return { group: 'general', field: key };
  return { group: key.slice(0, dot), field: key.slice(dot + 1).replace(/\./g, '_') };
}

/** The keys by group, in the order of fr.json, so the admin shows one tab per UI area. */
export function tradKeysByGroup(): Map<string, CmsTradKey[]> {
  const groups = new Map<string, CmsTradKey[]>();
  for (const key of CMS_TRAD_KEYS) {
    const { group } = splitTradKey(key);
    groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  return groups;
}
