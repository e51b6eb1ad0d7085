import * as migration_20261122_213304_initial from './20261122_213304_initial';
import * as migration_20261122_221824_forms from './20261122_221824_forms';

export const migrations = [
  {
    up: migration_20261122_213304_initial.up,
    down: migration_20261122_213304_initial.down,
    name: '20261122_213304_initial',
  },
  {
    up: migration_20261122_221824_forms.up,
    down: migration_20261122_221824_forms.down,
    name: '20261122_221824_forms'
  },
];
