/** A drag this long or longer moves the strip one step; shorter, it springs back (docs/product.md#blog). */
export const STRIP_DRAG_THRESHOLD_PX = 100;

/**
 * Where a drag of `dx` pixels (positive: the pointer moved right) leaves a strip scrolled at
 * `start` with steps of `step` pixels: one step back or forward at the threshold or beyond, else
 * where it was; never outside 0..`max`.
 */
export function settleDrag(start: number, dx: number, step: number, max: number): number {
  if (Math.abs(dx) < STRIP_DRAG_THRESHOLD_PX) return start;
  const target = start + (dx < 0 ? step : -step);
  return Math.min(max, Math.max(0, target));
}

/** The scroll position one step before or after `current`, aligned on the steps, within 0..`max`. */
export function stepFrom(current: number, direction: 1 | -1, step: number, max: number): number {
  if (step <= 0) return current;
  const index = Math.round(current / step) + direction;
  return Math.min(max, Math.max(0, index * step));
}
