import { describe, expect, it } from 'vitest';
import { TRAD_KEYS } from '@dav/contract';
import { CMS_TRAD_KEYS } from '@/globals/trads/trad-keys';
import { HOW_TO_MIGRATE, pendingSchemaChanges } from './support/schema-drift';

describe('schema (SQLite)', () => {
  it('has a field in the trads global for every translation key of the contract', () => {
    const missing = TRAD_KEYS.filter((key) => !(CMS_TRAD_KEYS as readonly string[]).includes(key));
    expect(missing, 'Run: npm run trads:sync -w apps/cms, then migrate:create for sqlite and postgres').toEqual([]);
  });

  it('matches the committed migrations', async () => {
    expect(await pendingSchemaChanges('sqlite'), HOW_TO_MIGRATE('sqlite')).toEqual([]);
  });
});
