import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { forgetSiteData, readJson, siteData } from './site-data';

let copies = 0;

/**
 * A copy whose source the test answers by hand: each read waits until the test resolves or
 * rejects it (`reads`), so what a request sees while a read is under way can be checked.
 */
function setup(family = `family${++copies}`) {
  const reads: {
    key: string;
    signal: AbortSignal;
    resolve: (value: string) => void;
    reject: (error: Error) => void;
  }[] = [];
  const log = vi.fn<(message: string) => void>();
  const data = siteData<string, string>({
    name: `copy-${copies}`,
    families: [family],
    empty: 'none yet',
    refreshMs: 1000,
    timeoutMs: 500,
    log,
    load: (key, signal) =>
      new Promise<string>((resolve, reject) => reads.push({ key, signal, resolve, reject })),
  });
  return { data, reads, log, family };
}

/** Lets the promises settled by the test run their callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('siteData, the proxy’s copies of CMS data', () => {
  it('holds the first request of a key until its read, then answers from memory', async () => {
    const { data, reads } = setup();
    const first = data.get('fr');
    const second = data.get('fr');
    await settle();
    expect(reads.map((r) => r.key)).toEqual(['fr']);
    reads[0]!.resolve('fr v1');
    expect(await first).toBe('fr v1');
    expect(await second).toBe('fr v1');
    expect(await data.get('fr')).toBe('fr v1');
    // Each language has its own copy.
    const en = data.get('en');
    await settle();
    reads[1]!.resolve('en v1');
    expect(await en).toBe('en v1');
    expect(reads.map((r) => r.key)).toEqual(['fr', 'en']);
  });

  it('once stale, answers at once with the copy and reads it again in the background, once', async () => {
    const { data, reads } = setup();
    const first = data.get('fr');
    await settle();
    reads[0]!.resolve('v1');
    await first;
    await vi.advanceTimersByTimeAsync(999);
    expect(await data.get('fr')).toBe('v1');
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await data.get('fr')).toBe('v1');
    expect(await data.get('fr')).toBe('v1');
    expect(reads).toHaveLength(2);
    reads[1]!.resolve('v2');
    await settle();
    expect(await data.get('fr')).toBe('v2');
    expect(reads).toHaveLength(2);
  });

  it('keeps the last good copy while the source is down, asks again every period, logs once', async () => {
    const { data, reads, log } = setup();
    const first = data.get('de');
    await settle();
    reads[0]!.resolve('good');
    await first;
    for (let outage = 1; outage <= 3; outage++) {
      await vi.advanceTimersByTimeAsync(1000);
      expect(await data.get('de')).toBe('good');
      reads.at(-1)!.reject(new Error('CMS answered 502'));
      await settle();
      // Not asked again before the period is over.
      expect(await data.get('de')).toBe('good');
    }
    expect(reads).toHaveLength(4);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/de: CMS answered 502 \(keeping the last copy\)/);
    await vi.advanceTimersByTimeAsync(1000);
    await data.get('de');
    reads.at(-1)!.resolve('back');
    await settle();
    expect(await data.get('de')).toBe('back');
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]![0]).toMatch(/de: read again/);
  });

  it('gives up a first read after its timeout: the request goes on with the empty value', async () => {
    const { data, reads, log } = setup();
    const first = data.get('es');
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(await first).toBe('none yet');
    expect(reads[0]!.signal.aborted).toBe(true);
    expect(log.mock.calls[0]![0]).toMatch(/no answer in 500 ms/);
    // A late answer of the abandoned read is not taken; the next read, a period later, is.
    reads[0]!.resolve('late');
    await settle();
    expect(await data.get('es')).toBe('none yet');
    await vi.advanceTimersByTimeAsync(1000);
    await data.get('es');
    reads[1]!.resolve('on time');
    await settle();
    expect(await data.get('es')).toBe('on time');
  });

  it('after an edit of its family, the next request waits for a fresh read; other copies stay', async () => {
    const { data, reads, family } = setup();
    const other = setup();
    const reading = [data.get('fr'), other.data.get('fr')];
    await settle();
    reads[0]!.resolve('before');
    other.reads[0]!.resolve('other');
    await Promise.all(reading);

    forgetSiteData([`${family}:fr`, 'page:fr:home']);
    const next = data.get('fr');
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve('after');
    expect(await next).toBe('after');
    expect(await other.data.get('fr')).toBe('other');
    expect(other.reads).toHaveLength(1);
  });

  it('never lets a read started before an edit overwrite the one started after it', async () => {
    const { data, reads, family } = setup();
    const first = data.get('fr');
    await settle();
    reads[0]!.resolve('v1');
    await first;
    await vi.advanceTimersByTimeAsync(1000);
    await data.get('fr'); // a background read, still under way
    forgetSiteData([family]);
    const next = data.get('fr');
    await settle();
    reads[2]!.resolve('v3');
    expect(await next).toBe('v3');
    reads[1]!.resolve('v2, older');
    await settle();
    expect(await data.get('fr')).toBe('v3');
  });
});

describe('readJson', () => {
  const Schema = z.object({ items: z.array(z.string()) });
  const signal = new AbortController().signal;

  it('parses the answer with its schema, and refuses a failed or unexpected one', async () => {
    const answers = [
      Response.json({ items: ['a'] }),
      Response.json({ errors: {} }, { status: 503 }),
      Response.json({ items: 'a' }),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    expect(await readJson('http://127.0.0.1:3000/api/redirects/fr', Schema, signal)).toEqual({
      items: ['a'],
    });
    await expect(readJson('http://127.0.0.1:3000/api/redirects/fr', Schema, signal)).rejects.toThrow(
      '/api/redirects/fr answered 503',
    );
    await expect(readJson('http://127.0.0.1:3000/api/redirects/fr', Schema, signal)).rejects.toThrow();
    expect(fetch).toHaveBeenCalledWith(
      'http://127.0.0.1:3000/api/redirects/fr',
      expect.objectContaining({ signal, cache: 'no-store' }),
    );
  });
});
