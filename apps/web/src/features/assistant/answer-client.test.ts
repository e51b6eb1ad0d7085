import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOT_ANSWER_PATH } from '@dav/contract';
import { BOT_ANSWER_TIMEOUT_MS } from '@dav/rules';
import { askBot } from './answer-client';

const item = { message: 'Bonjour', ctas: [], redirection: null, media: null };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('askBot', () => {
  it('posts question and language as form-data to the answer path, and parses the answer', async () => {
    const send = vi.fn(async (..._args: Parameters<typeof fetch>) => json([item]));
    const result = await askBot('un job ?', 'fr', { fetch: send as typeof fetch });
    expect(result).toEqual({ ok: true, answer: [item] });
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe(BOT_ANSWER_PATH);
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body.get('question')).toBe('un job ?');
    expect(body.get('language')).toBe('fr');
  });

  it.each([
    ['a 500', () => json({ errors: {} }, 500), 'status'],
    ['a 429', () => json({ errors: {} }, 429), 'status'],
    ['a 400', () => json({ errors: {} }, 400), 'status'],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), 'invalid'],
    ['an empty answer', () => json([]), 'invalid'],
    ['an answer of another shape', () => json([{ text: 'hi' }]), 'invalid'],
  ])('fails on %s', async (_name, respond, reason) => {
    const result = await askBot('q', 'en', { fetch: (async () => respond()) as typeof fetch });
    expect(result).toMatchObject({ ok: false, reason });
  });

  it('fails on a network error', async () => {
    const result = await askBot('q', 'en', {
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    expect(result).toEqual({ ok: false, reason: 'network' });
  });

  it(`gives up after ${BOT_ANSWER_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    let aborted = false;
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal!.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      })) as typeof fetch;
    const pending = askBot('q', 'fr', { fetch: hanging });
    await vi.advanceTimersByTimeAsync(BOT_ANSWER_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, reason: 'timeout' });
  });

  it('reports an abort by the caller as such, so that nothing is said', async () => {
    const controller = new AbortController();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    const pending = askBot('q', 'fr', { fetch: hanging, signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, reason: 'aborted' });
  });
});
