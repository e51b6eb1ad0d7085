import * as migration_20261122_213245_initial from './20261122_213245_initial';

export const migrations = [
  {
    up: migration_20261122_213245_initial.up,
    down: migration_20261122_213245_initial.down,
    name: '20261122_213245_initial'
  },
];
