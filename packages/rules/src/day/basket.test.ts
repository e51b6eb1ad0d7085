import { describe, expect, it } from 'vitest';
import {
  basketEntries,
  canSkip,
  checkDayBasket,
  dayReducer,
  INITIAL_DAY_STATE,
  isValidQuantity,
  kindOfStep,
  type DayAction,
  type DayProductKind,
  type DayState,
} from './basket';
import { DAY_BASKET_MESSAGES, dayBasketMessage } from './messages';

const run = (...actions: DayAction[]): DayState => actions.reduce(dayReducer, INITIAL_DAY_STATE);
const toggle = (id: string, kind: DayProductKind): DayAction => ({ type: 'toggle', id, kind });

describe('day slider steps', () => {
  it('runs themes, room, lunch, goodies, then the summary', () => {
    expect([1, 2, 3, 4, 5].map(kindOfStep)).toEqual(['theme', 'room', 'lunch', 'goodie', null]);
  });

  it('lets steps 2 to 4 be skipped, not the first or the summary', () => {
    expect([1, 2, 3, 4, 5].map(canSkip)).toEqual([false, true, true, true, false]);
  });

  it('leaves step 1 only with a theme chosen, and says so', () => {
    const stuck = run({ type: 'next' });
    expect(stuck).toMatchObject({ step: 1, themeMissing: true });
    const moved = run({ type: 'next' }, toggle('t1', 'theme'), { type: 'next' });
    expect(moved).toMatchObject({ step: 2, themeMissing: false });
  });

  it('goes no further than step 5 and no lower than step 1', () => {
    const state = run(toggle('t1', 'theme'), ...Array<DayAction>(9).fill({ type: 'next' }));
    expect(state.step).toBe(5);
    expect(run({ type: 'back' }).step).toBe(1);
  });

  it('skips a step and drops what was chosen in it', () => {
    const state = run(toggle('t1', 'theme'), { type: 'next' }, toggle('r1', 'room'), { type: 'skip' });
    expect(state.step).toBe(3);
    expect(state.basket.map(({ id }) => id)).toEqual(['t1']);
    expect(dayReducer({ ...state, step: 1 }, { type: 'skip' }).step).toBe(1);
    expect(dayReducer({ ...state, step: 5 }, { type: 'skip' }).step).toBe(5);
  });
});

describe('day basket', () => {
  it('adds a product with its start quantity, and removes it when chosen again', () => {
    expect(run(toggle('g1', 'goodie')).basket).toEqual([{ id: 'g1', kind: 'goodie', quantity: 1 }]);
    expect(run(toggle('g1', 'goodie'), toggle('g1', 'goodie')).basket).toEqual([]);
  });

  it('keeps several themes, lunches and goodies but one room', () => {
    const state = run(
      toggle('t1', 'theme'),
      toggle('t2', 'theme'),
      toggle('r1', 'room'),
      toggle('r2', 'room'),
      toggle('l1', 'lunch'),
      toggle('l2', 'lunch'),
    );
    expect(state.basket.map(({ id }) => id)).toEqual(['t1', 't2', 'r2', 'l1', 'l2']);
  });

  it('changes a chosen product’s quantity by its kind’s step, within its bounds', () => {
    const base = run(toggle('r1', 'room'), toggle('g1', 'goodie'), toggle('t1', 'theme'));
    const q = (state: DayState, id: string) => state.basket.find((item) => item.id === id)?.quantity;
    expect(q(dayReducer(base, { type: 'quantity', id: 'r1', quantity: 1.5 }), 'r1')).toBe(1.5);
    expect(dayReducer(base, { type: 'quantity', id: 'r1', quantity: 1.25 })).toBe(base);
    expect(dayReducer(base, { type: 'quantity', id: 'r1', quantity: 0 })).toBe(base);
    expect(q(dayReducer(base, { type: 'quantity', id: 'g1', quantity: 40 }), 'g1')).toBe(40);
    expect(dayReducer(base, { type: 'quantity', id: 'g1', quantity: 2.5 })).toBe(base);
    expect(dayReducer(base, { type: 'quantity', id: 'g1', quantity: Number.NaN })).toBe(base);
    expect(dayReducer(base, { type: 'quantity', id: 't1', quantity: 2 })).toBe(base);
    expect(dayReducer(base, { type: 'quantity', id: 'nope', quantity: 2 })).toBe(base);
  });

  it('checks quantities: positive, within bounds, a whole number of steps', () => {
    expect(isValidQuantity('room', 0.5)).toBe(true);
    expect(isValidQuantity('room', 10)).toBe(true);
    expect(isValidQuantity('room', 10.5)).toBe(false);
    expect(isValidQuantity('lunch', 99)).toBe(true);
    expect(isValidQuantity('lunch', 100)).toBe(false);
    expect(isValidQuantity('goodie', -1)).toBe(false);
    expect(isValidQuantity('theme', 1)).toBe(true);
  });
});

describe('the basket as sent and re-checked', () => {
  const catalogue = new Map<string, DayProductKind>([
    ['t1', 'theme'],
    ['r1', 'room'],
    ['r2', 'room'],
    ['l1', 'lunch'],
    ['g1', 'goodie'],
  ]);

  it('round-trips what the slider holds', () => {
    const state = run(toggle('t1', 'theme'), toggle('r1', 'room'), {
      type: 'quantity',
      id: 'r1',
      quantity: 2.5,
    });
    const entries = basketEntries(state.basket);
    expect(entries).toEqual(['t1:1', 'r1:2.5']);
    expect(checkDayBasket(entries, catalogue)).toEqual({ ok: true, items: state.basket });
  });

  it.each([
    [['t1:1', 'zz:1'], 'unknownProduct'],
    [['t1:1', 'g1:0'], 'quantity'],
    [['t1:1', 'g1:1.5'], 'quantity'],
    [['t1:1', 'r1:0.25'], 'quantity'],
    [['t1:2'], 'quantity'],
    [['t1:1', 'g1:-1'], 'invalid'],
    [['t1:1', '<b>:1'], 'invalid'],
    [['t1:1', 't1:1'], 'duplicate'],
    [['g1:3'], 'theme'],
    [[], 'theme'],
    [['t1:1', 'r1:1', 'r2:1'], 'room'],
  ] as const)('refuses %j (%s)', (entries, error) => {
    expect(checkDayBasket(entries, catalogue)).toMatchObject({ ok: false, error });
  });

  it('has a message for every refusal in every language', () => {
    for (const messages of Object.values(DAY_BASKET_MESSAGES))
      expect(Object.keys(messages).sort()).toEqual(['de', 'en', 'es', 'fr']);
    expect(dayBasketMessage('theme', 'fr')).toBe('Merci de choisir au moins un thème.');
  });
});
