import * as migration_20261122_213304_initial from './20261122_213304_initial';

export const migrations = [
  {
    up: migration_20261122_213304_initial.up,
    down: migration_20261122_213304_initial.down,
    name: '20261122_213304_initial'
  },
];
