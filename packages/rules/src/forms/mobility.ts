import { MOBILITY_MAX } from '../constants';

/** The mobility option that stands for every place, and excludes the specific ones (docs/product.md#forms-states). */
export const MOBILITY_EVERYWHERE = 'everywhere';

/**
 * The mobility choices after the visitor clicks `option` (docs/product.md#forms-states, #forms-validation):
 * - clicking a ticked option unticks it;
 * - ticking `everywhere` clears every other choice;
 * - ticking a specific option unticks `everywhere`;
 * - a choice beyond `max` is not added (the sixth box is unchecked again), and the list is unchanged.
 * Returns a new list; `current` is not modified.
 */
export function toggleMobility(
  current: readonly string[],
  option: string,
  max: number = MOBILITY_MAX,
): string[] {
  if (current.includes(option)) return current.filter((choice) => choice !== option);
  if (option === MOBILITY_EVERYWHERE) return [MOBILITY_EVERYWHERE];
  const specific = current.filter((choice) => choice !== MOBILITY_EVERYWHERE);
  return specific.length >= max ? [...current] : [...specific, option];
}

export type MobilityProblem = 'exclusive' | 'tooMany';

/**
 * What is wrong with submitted mobility choices, or null. The browser cannot produce either case
 * through `toggleMobility`; the server still checks, since a request can be forged. Repeated
 * values count once.
 */
export function mobilityProblem(
  choices: readonly string[],
  max: number = MOBILITY_MAX,
): MobilityProblem | null {
  const unique = new Set(choices);
  if (unique.has(MOBILITY_EVERYWHERE) && unique.size > 1) return 'exclusive';
  return unique.size > max ? 'tooMany' : null;
}
