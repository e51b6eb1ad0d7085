import type { SeedIntent } from './types';

/** The assistant's intents as first seeded (docs/product.md#the-assistant). */
export const SEED_INTENTS: SeedIntent[] = [];
