import { CAREER_INTENTS } from './intents-career';
import { CONTACT_INTENTS } from './intents-contact';
import { GROUP_INTENTS } from './intents-group';
import { HELP_INTENTS } from './intents-help';
import { JOB_INTENTS } from './intents-jobs';
import { PLACE_INTENTS } from './intents-places';
import { SMALL_TALK_INTENTS } from './intents-small-talk';
import type { SeedIntent } from './types';

/**
 * The assistant's intents as first seeded (docs/product.md#the-assistant), one file per group.
 * Their examples name no city or subsidiary: a place says where, not what (the entities take it),
 * and "jobs in Lyon" must not lean towards the coworking space because it is in Lyon.
 */
export const SEED_INTENTS: SeedIntent[] = [
  ...JOB_INTENTS,
  ...CAREER_INTENTS,
  ...CONTACT_INTENTS,
  ...HELP_INTENTS,
  ...PLACE_INTENTS,
  ...GROUP_INTENTS,
  ...SMALL_TALK_INTENTS,
];
