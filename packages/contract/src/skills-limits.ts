/*
 * The skills contract's limits, zod-free: the schemas (skills.ts) and the browser's check
 * (skills-answer.ts) both read them, so neither half imports the other's values.
 */

/** Longest technology id the CMS accepts (the ids are the testing platform's). */
export const TECHNOLOGY_ID_MAX = 64;
