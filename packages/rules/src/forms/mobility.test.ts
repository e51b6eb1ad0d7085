import { describe, expect, it } from 'vitest';
import { MOBILITY_MAX } from '../constants';
import { MOBILITY_EVERYWHERE, mobilityProblem, toggleMobility } from './mobility';

const five = ['lyon', 'paris', 'madrid', 'toulouse', 'geneve'];

describe('toggleMobility (docs/product.md#forms-states)', () => {
  it('adds and removes a specific option', () => {
    expect(toggleMobility([], 'lyon')).toEqual(['lyon']);
    expect(toggleMobility(['lyon', 'paris'], 'lyon')).toEqual(['paris']);
  });

  it('clears every other choice when everywhere is chosen', () => {
    expect(toggleMobility(['lyon', 'paris'], MOBILITY_EVERYWHERE)).toEqual([MOBILITY_EVERYWHERE]);
  });

  it('removes everywhere when a specific option is chosen', () => {
    expect(toggleMobility([MOBILITY_EVERYWHERE], 'lyon')).toEqual(['lyon']);
  });

  it('unticks everywhere itself', () => {
    expect(toggleMobility([MOBILITY_EVERYWHERE], MOBILITY_EVERYWHERE)).toEqual([]);
  });

  it(`allows ${MOBILITY_MAX} choices and refuses a sixth`, () => {
    expect(MOBILITY_MAX).toBe(5);
    expect(toggleMobility(five.slice(0, 4), 'geneve')).toEqual(five);
    expect(toggleMobility(five, 'bruxelles')).toEqual(five);
    // A full list can still switch to everywhere, or lose a choice.
    expect(toggleMobility(five, MOBILITY_EVERYWHERE)).toEqual([MOBILITY_EVERYWHERE]);
    expect(toggleMobility(five, 'lyon')).toHaveLength(4);
  });

  it('takes another maximum and never modifies its input', () => {
    const current = Object.freeze(['lyon']);
    expect(toggleMobility(current, 'paris', 1)).toEqual(['lyon']);
    expect(toggleMobility(current, 'paris')).toEqual(['lyon', 'paris']);
    expect(current).toEqual(['lyon']);
  });
});

describe('mobilityProblem', () => {
  it.each([
    [[], null],
    [[MOBILITY_EVERYWHERE], null],
    [five, null],
    [[...five, 'lyon'], null], // a repeated value counts once
    [[...five, 'bruxelles'], 'tooMany'],
    [[MOBILITY_EVERYWHERE, 'lyon'], 'exclusive'],
  ])('%j → %s', (choices, problem) => {
    expect(mobilityProblem(choices)).toBe(problem);
  });
});
