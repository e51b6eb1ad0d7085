import {
  DAY_BOOKING_PEOPLE,
  DAY_GOODIES_MAX,
  DAY_RENTAL_MAX_DAYS,
  DAY_SLIDER_STEPS,
  QUANTITY_STEP,
  RENTAL_DURATION_STEP,
} from '../constants';

/**
 * The basket of the "day at DAV" booking (docs/product.md#a-day-at-dav): pure, so the slider
 * (apps/web) and the CMS's re-check of a booking read the same rules.
 */

/** The four kinds of product, in the order of the slider's steps 1 to 4. */
export const DAY_PRODUCT_KINDS = ['theme', 'room', 'lunch', 'goodie'] as const;
export type DayProductKind = (typeof DAY_PRODUCT_KINDS)[number];

/** What the quantity of a product of that kind means and may be. */
export interface DayQuantityRule {
  /** The quantity a product starts with when chosen. */
  start: number;
  min: number;
  max: number;
  step: number;
}

/**
 * A theme is chosen or not (1); a room's quantity is the rental duration in days (step 0.5);
 * a lunch's is the number of people; a goodie's is its quantity (step 1).
 */
export const DAY_QUANTITY: Readonly<Record<DayProductKind, DayQuantityRule>> = Object.freeze({
  theme: { start: 1, min: 1, max: 1, step: QUANTITY_STEP },
  room: { start: 1, min: RENTAL_DURATION_STEP, max: DAY_RENTAL_MAX_DAYS, step: RENTAL_DURATION_STEP },
  lunch: { start: 1, min: DAY_BOOKING_PEOPLE.min, max: DAY_BOOKING_PEOPLE.max, step: QUANTITY_STEP },
  goodie: { start: 1, min: 1, max: DAY_GOODIES_MAX, step: QUANTITY_STEP },
});

/** Only one room is booked: choosing another replaces it. */
export const DAY_SINGLE_CHOICE: readonly DayProductKind[] = ['room'];

/** Step 1 to 4 shows this kind; step 5 (DAY_SLIDER_STEPS) is the summary and the booking form. */
export function kindOfStep(step: number): DayProductKind | null {
  return DAY_PRODUCT_KINDS[step - 1] ?? null;
}

/** Steps 2 to 4 may be skipped (docs/product.md#a-day-at-dav). */
export function canSkip(step: number): boolean {
  return step >= 2 && step < DAY_SLIDER_STEPS;
}

/** A whole number of steps between min and max, both included. */
export function isValidQuantity(kind: DayProductKind, quantity: number): boolean {
  const { min, max, step } = DAY_QUANTITY[kind];
  if (!Number.isFinite(quantity) || quantity < min || quantity > max) return false;
  const steps = quantity / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

export interface DayBasketItem {
  id: string;
  kind: DayProductKind;
  quantity: number;
}

export interface DayState {
  /** 1 to DAY_SLIDER_STEPS. */
  step: number;
  basket: DayBasketItem[];
  /** Next was pressed on step 1 without a theme. */
  themeMissing: boolean;
}

export type DayAction =
  | { type: 'toggle'; id: string; kind: DayProductKind }
  | { type: 'quantity'; id: string; quantity: number }
  | { type: 'next' }
  | { type: 'skip' }
  | { type: 'back' };

export const INITIAL_DAY_STATE: DayState = Object.freeze({ step: 1, basket: [], themeMissing: false });

/**
 * The slider and its basket. Toggling a chosen product removes it, otherwise adds it with its
 * kind's start quantity (a room replaces the room chosen before); a quantity outside its rule is
 * ignored. Next leaves step 1 only with a theme chosen; Skip (steps 2 to 4) empties the step's
 * kind and moves on; Back returns one step.
 */
export function dayReducer(state: DayState, action: DayAction): DayState {
  switch (action.type) {
    case 'toggle': {
      if (state.basket.some((item) => item.id === action.id))
        return { ...state, basket: state.basket.filter((item) => item.id !== action.id) };
      const kept = DAY_SINGLE_CHOICE.includes(action.kind)
        ? state.basket.filter((item) => item.kind !== action.kind)
        : state.basket;
      const added = { id: action.id, kind: action.kind, quantity: DAY_QUANTITY[action.kind].start };
      return { ...state, basket: [...kept, added], themeMissing: false };
    }
    case 'quantity': {
      const item = state.basket.find(({ id }) => id === action.id);
      if (!item || !isValidQuantity(item.kind, action.quantity) || item.quantity === action.quantity)
        return state;
      return {
        ...state,
        basket: state.basket.map((entry) =>
          entry.id === action.id ? { ...entry, quantity: action.quantity } : entry,
        ),
      };
    }
    case 'next':
      if (state.step === 1 && !state.basket.some(({ kind }) => kind === 'theme'))
        return { ...state, themeMissing: true };
      return { ...state, step: Math.min(state.step + 1, DAY_SLIDER_STEPS), themeMissing: false };
    case 'skip': {
      if (!canSkip(state.step)) return state;
      const kind = kindOfStep(state.step);
      return {
        ...state,
        step: state.step + 1,
        basket: state.basket.filter((item) => item.kind !== kind),
      };
    }
    case 'back':
      return { ...state, step: Math.max(state.step - 1, 1), themeMissing: false };
  }
}

/** The basket as sent with the booking form: one `{id}:{quantity}` per product (a repeated key). */
export function basketEntries(basket: readonly DayBasketItem[]): string[] {
  return basket.map(({ id, quantity }) => `${id}:${quantity}`);
}

const ENTRY = /^([A-Za-z0-9_-]{1,64}):(\d{1,4}(?:\.\d{1,2})?)$/;

export type DayBasketError = 'invalid' | 'unknownProduct' | 'quantity' | 'duplicate' | 'theme' | 'room';

export type DayBasketCheck =
  { ok: true; items: DayBasketItem[] } | { ok: false; error: DayBasketError; id?: string };

/**
 * The CMS's re-check of a sent basket against the products it holds (id → kind): every entry
 * well formed, each product known and listed once, its quantity valid for its kind, at least one
 * theme, at most one room.
 */
export function checkDayBasket(
  entries: readonly string[],
  catalogue: ReadonlyMap<string, DayProductKind>,
): DayBasketCheck {
  const items: DayBasketItem[] = [];
  for (const entry of entries) {
    const match = ENTRY.exec(entry.trim());
    if (!match) return { ok: false, error: 'invalid' };
    const [, id = '', amount = ''] = match;
    const kind = catalogue.get(id);
    if (!kind) return { ok: false, error: 'unknownProduct', id };
    if (items.some((item) => item.id === id)) return { ok: false, error: 'duplicate', id };
    const quantity = Number(amount);
    if (!isValidQuantity(kind, quantity)) return { ok: false, error: 'quantity', id };
    items.push({ id, kind, quantity });
  }
  if (!items.some(({ kind }) => kind === 'theme')) return { ok: false, error: 'theme' };
  if (items.filter(({ kind }) => kind === 'room').length > 1) return { ok: false, error: 'room' };
  return { ok: true, items };
}
