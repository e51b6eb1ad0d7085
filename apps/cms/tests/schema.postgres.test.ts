import { describe, expect, it } from 'vitest';
import { HOW_TO_MIGRATE, pendingSchemaChanges } from './support/schema-drift';

// Needs no server: the schema is compared with the committed snapshot offline.
describe('schema (PostgreSQL)', () => {
  it('matches the committed migrations', async () => {
    expect(await pendingSchemaChanges('postgres'), HOW_TO_MIGRATE('postgres')).toEqual([]);
  });
});
