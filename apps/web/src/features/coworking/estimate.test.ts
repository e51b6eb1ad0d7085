import { describe, expect, it } from 'vitest';
import { estimateText } from './estimate';
import { formatEuros } from './format-euros';

const rates = { day: 25, week: 110, month: 390 };
const template = 'Estimate: {price} excl. VAT';

describe('formatEuros', () => {
  it('writes euros the way each language does, cents only when there are some', () => {
    expect(formatEuros(660, 'en')).toBe('€660');
    expect(formatEuros(1320.5, 'en')).toBe('€1,320.50');
    expect(formatEuros(660, 'fr')).toMatch(/^660\s€$/);
    expect(formatEuros(1320.5, 'de')).toMatch(/^1\.320,50\s€$/);
    expect(formatEuros(25, 'es')).toMatch(/^25\s€$/);
  });
});

describe('estimateText', () => {
  it('prices people × count × the mode rate', () => {
    const values = { 'nb-people': '3', 'nb-week': '2' };
    expect(estimateText({ mode: 'week', values, rates, locale: 'en', template })).toBe(
      'Estimate: €660 excl. VAT',
    );
  });

  it('reads only the count of its own mode', () => {
    const values = { 'nb-people': '3', 'nb-week': '2' };
    expect(estimateText({ mode: 'day', values, rates, locale: 'en', template })).toBeNull();
  });

  it('is null while a factor is 0, empty or being typed, and for a rate of 0', () => {
    const at = (people: string, count: string, day = 25) =>
      estimateText({
        mode: 'day',
        values: { 'nb-people': people, 'nb-day': count },
        rates: { ...rates, day },
        locale: 'en',
        template,
      });
    expect(at('2', '0')).toBeNull();
    expect(at('', '3')).toBeNull();
    expect(at('2', '-')).toBeNull();
    expect(at('2', '3', 0)).toBeNull();
    expect(at('2', '3')).toBe('Estimate: €150 excl. VAT');
  });
});
