import { describe, expect, it } from 'vitest';
import { candidateKey, isApplicationLimitReached, monthsBefore, sentLabels } from './applications';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-23T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe('isApplicationLimitReached (2 job applications per 30 days)', () => {
  it('lets a first and a second application through', () => {
    expect(isApplicationLimitReached([], now)).toBe(false);
    expect(isApplicationLimitReached([daysAgo(1)], now)).toBe(false);
  });

  it('stops a third within 30 days, the 30th day included', () => {
    expect(isApplicationLimitReached([daysAgo(0), daysAgo(0)], now)).toBe(true);
    expect(isApplicationLimitReached([daysAgo(30), daysAgo(2)], now)).toBe(true);
  });

  it('lets it through once the older one is more than 30 days old', () => {
    expect(isApplicationLimitReached([new Date(daysAgo(30).getTime() - 60_000), daysAgo(2)], now)).toBe(
      false,
    );
    expect(isApplicationLimitReached([daysAgo(31), daysAgo(45), daysAgo(2)], now)).toBe(false);
  });

  it('reads ISO strings and ignores what is not a date or lies in the future', () => {
    expect(isApplicationLimitReached([daysAgo(3).toISOString(), daysAgo(4).toISOString()], now)).toBe(true);
    expect(isApplicationLimitReached(['not a date', daysAgo(4)], now)).toBe(false);
    expect(isApplicationLimitReached([new Date(now.getTime() + DAY_MS), daysAgo(4)], now)).toBe(false);
  });
});

describe('candidateKey', () => {
  it('is the address trimmed and lower-cased', () => {
    expect(candidateKey('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});

describe('sentLabels', () => {
  const fields = [
    { name: 'lastname', type: 'text', label: 'Nom' },
    { name: 'email', type: 'email', label: ' E-mail ' },
    { name: 'phone', type: 'text', label: 'Téléphone' },
    { name: 'note', type: 'text', label: '' },
    { name: '_labels', type: 'hidden', label: '' },
    { name: 'offer', type: 'hidden', label: 'Offre' },
  ];
  it('names each sent field that has a label, in the form’s order; hidden ones are not', () => {
    expect(JSON.parse(sentLabels(fields, { email: 'a@b.fr', lastname: 'X', note: 'n', offer: 'o' }))).toEqual(
      {
        lastname: 'Nom',
        email: 'E-mail',
      },
    );
    expect(Object.keys(JSON.parse(sentLabels(fields, { email: '', lastname: '' })))).toEqual([
      'lastname',
      'email',
    ]);
  });
});

describe('monthsBefore', () => {
  it('goes back whole calendar months, clamping the day to the month’s last', () => {
    expect(monthsBefore(new Date('2026-11-23T10:00:00Z'), 3).toISOString()).toBe('2026-08-23T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-05-31T00:00:00Z'), 3).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2026-11-23T00:00:00Z'), 24).toISOString()).toBe('2024-11-23T00:00:00.000Z');
    expect(monthsBefore(new Date('2028-02-29T00:00:00Z'), 12).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});
