import type { Locale, Redirect } from '@dav/contract';
import { describe, expect, it } from 'vitest';
import { createRedirectMap } from './redirect-map';

const rule = (from: string): Redirect => ({ from, to: '/blog', status: 301 });

/** A loader whose answers the test gives one by one, and a clock the test moves. */
function setup() {
  let clock = 0;
  const calls: Locale[] = [];
  let next: Redirect[] | Error = [];
  const map = createRedirectMap(
    async (locale) => {
      calls.push(locale);
      if (next instanceof Error) throw next;
      return next;
    },
    { now: () => clock, refreshMs: 1000, log: () => {} },
  );
  return {
    map,
    calls,
    answer: (value: Redirect[] | Error) => (next = value),
    advance: (ms: number) => (clock += ms),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRedirectMap', () => {
  it('waits for the first read of a language, then serves it from memory', async () => {
    const { map, calls, answer } = setup();
    answer([rule('/a')]);
    expect(await map.rulesFor('fr')).toEqual([rule('/a')]);
    expect(await map.rulesFor('fr')).toEqual([rule('/a')]);
    expect(calls).toEqual(['fr']);
    expect(await map.rulesFor('en')).toEqual([rule('/a')]);
    expect(calls).toEqual(['fr', 'en']);
  });

  it('once stale, still answers with the copy and refreshes it in the background', async () => {
    const { map, calls, answer, advance } = setup();
    answer([rule('/a')]);
    await map.rulesFor('fr');
    answer([rule('/b')]);
    advance(1000);
    expect(await map.rulesFor('fr')).toEqual([rule('/a')]);
    await settle();
    expect(await map.rulesFor('fr')).toEqual([rule('/b')]);
    expect(calls).toEqual(['fr', 'fr']);
  });

  it('keeps the last list when a read fails, and tries again after the delay', async () => {
    const { map, calls, answer, advance } = setup();
    answer(new Error('down'));
    expect(await map.rulesFor('de')).toEqual([]);
    answer([rule('/a')]);
    expect(await map.rulesFor('de')).toEqual([]);
    advance(1000);
    await map.rulesFor('de');
    await settle();
    expect(await map.rulesFor('de')).toEqual([rule('/a')]);
    answer(new Error('down again'));
    advance(1000);
    await map.rulesFor('de');
    await settle();
    expect(await map.rulesFor('de')).toEqual([rule('/a')]);
    expect(calls).toEqual(['de', 'de', 'de']);
  });
});
