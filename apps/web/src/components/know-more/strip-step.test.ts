import { describe, expect, it } from 'vitest';
import { settleDrag, stepFrom, STRIP_DRAG_THRESHOLD_PX } from './strip-step';

describe('the know-more strip', () => {
  it('moves one step for a drag of 100 px or more, springs back for less', () => {
    expect(STRIP_DRAG_THRESHOLD_PX).toBe(100);
    expect(settleDrag(0, -100, 300, 900)).toBe(300);
    expect(settleDrag(300, 140, 300, 900)).toBe(0);
    expect(settleDrag(300, -99, 300, 900)).toBe(300);
    expect(settleDrag(300, 99, 300, 900)).toBe(300);
  });

  it('stays within its ends', () => {
    expect(settleDrag(0, 200, 300, 900)).toBe(0);
    expect(settleDrag(900, -200, 300, 900)).toBe(900);
    expect(stepFrom(850, 1, 300, 900)).toBe(900);
    expect(stepFrom(0, -1, 300, 900)).toBe(0);
  });

  it('steps from where it is, aligned on the steps', () => {
    expect(stepFrom(0, 1, 300, 900)).toBe(300);
    expect(stepFrom(310, 1, 300, 900)).toBe(600);
    expect(stepFrom(600, -1, 300, 900)).toBe(300);
  });
});
