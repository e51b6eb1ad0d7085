import { describe, expect, it } from 'vitest';
import { COWORKING_COUNT, COWORKING_PEOPLE } from '../constants';
import {
  COWORKING_MODES,
  countFieldName,
  coworkingPrice,
  modeFromHash,
  ratesByMode,
  requestHash,
} from './price';

const rates = { day: 25, week: 100, month: 350 };

describe('modeFromHash', () => {
  it.each([
    ['#demande-jour', 'day'],
    ['#demande-semaine', 'week'],
    ['#demande-mois', 'month'],
    ['demande-mois', 'month'],
    ['', null],
    ['#', null],
    ['#demande-annee', null],
    ['#Demande-Jour', null],
  ])('%j → %s', (hash, mode) => {
    expect(modeFromHash(hash)).toBe(mode);
  });
});

describe('countFieldName', () => {
  it.each([
    ['day', 'nb-day'],
    ['week', 'nb-week'],
    ['month', 'nb-month'],
  ] as const)('%s → %s', (mode, name) => {
    expect(countFieldName(mode)).toBe(name);
  });
});

describe('coworkingPrice (docs/product.md#constants)', () => {
  it.each([
    [1, 1, 'day', 25],
    [3, 2, 'week', 600],
    [2, 12, 'month', 8400],
    [COWORKING_PEOPLE.max, COWORKING_COUNT.max, 'month', 420_000],
  ] as const)('%i people × %i × the %s rate = %i', (people, count, mode, price) => {
    expect(coworkingPrice({ people, count, mode, rates })).toBe(price);
  });

  it.each([
    ['no people', { people: 0, count: 3 }],
    ['a zero count', { people: 2, count: COWORKING_COUNT.min }],
    ['a count being typed', { people: 2, count: NaN }],
    ['a negative count', { people: 2, count: -1 }],
  ])('is 0 with %s', (_, { people, count }) => {
    expect(coworkingPrice({ people, count, mode: 'day', rates })).toBe(0);
  });

  it('is 0 with a zero rate, and rounds decimal rates to the cent', () => {
    expect(coworkingPrice({ people: 2, count: 1, mode: 'week', rates: { ...rates, week: 0 } })).toBe(0);
    expect(coworkingPrice({ people: 3, count: 1, mode: 'day', rates: { ...rates, day: 12.1 } })).toBe(36.3);
  });
});

describe('the coworking mode table', () => {
  it('gives each mode its hash, count field and rate, and reads each hash back to its mode', () => {
    expect(COWORKING_MODES.map((mode) => [requestHash(mode), countFieldName(mode)])).toEqual([
      ['#demande-jour', 'nb-day'],
      ['#demande-semaine', 'nb-week'],
      ['#demande-mois', 'nb-month'],
    ]);
    for (const mode of COWORKING_MODES) expect(modeFromHash(requestHash(mode))).toBe(mode);
  });

  it('keys the CMS rates by mode', () => {
    expect(ratesByMode({ day_rate_price: 25, week_rate_price: 110, month_rate_price: 390 })).toEqual({
      day: 25,
      week: 110,
      month: 390,
    });
  });
});
