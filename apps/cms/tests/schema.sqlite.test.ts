import { describe, expect, it } from 'vitest';
import { TRAD_KEYS } from '@dav/contract';
import { CMS_TRAD_KEYS, splitTradKey } from '@/globals/trads/trad-keys';
import { MAX_KEYS_PER_VOLUME, TRAD_VOLUMES, volumeOfGroup } from '@/globals/trads/trad-volumes';
import { HOW_TO_MIGRATE, pendingSchemaChanges } from './support/schema-drift';

describe('schema (SQLite)', () => {
  it('has a field in the trads global for every translation key of the contract', () => {
    const missing = TRAD_KEYS.filter((key) => !(CMS_TRAD_KEYS as readonly string[]).includes(key));
    expect(
      missing,
      'Run: npm run trads:sync -w apps/cms, then migrate:create for sqlite and postgres',
    ).toEqual([]);
  });

  it('gives every translation key a volume, each small enough for PostgreSQL to read', () => {
    const groups = new Set(TRAD_KEYS.map((key) => splitTradKey(key).group));
    expect(
      [...groups].filter((group) => volumeOfGroup(group) === null),
      'add the group to trad-volumes.ts',
    ).toEqual([]);
    for (const { slug } of TRAD_VOLUMES) {
      const keys = TRAD_KEYS.filter((key) => volumeOfGroup(splitTradKey(key).group) === slug);
      expect(keys.length, `${slug} holds too many keys`).toBeLessThanOrEqual(MAX_KEYS_PER_VOLUME);
      expect(keys.length, `${slug} holds no key`).toBeGreaterThan(0);
    }
  });

  it('matches the committed migrations', async () => {
    expect(await pendingSchemaChanges('sqlite'), HOW_TO_MIGRATE('sqlite')).toEqual([]);
  });
});
