import { describe, expect, it } from 'vitest';
import { postWithRetries } from './post-with-retries';

const waits: number[] = [];
const noWait = async (ms: number) => {
  waits.push(ms);
};

describe('a form post retried after a lost answer', () => {
  it('tries again after no answer or a 5xx, and stops at the first other answer', async () => {
    waits.length = 0;
    const answers: (Response | Error)[] = [new TypeError('fetch failed'), new Response('', { status: 502 })];
    let calls = 0;
    const response = await postWithRetries(
      async () => {
        calls += 1;
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next ?? Response.json({ success: true });
      },
      [10, 20],
      noWait,
    );
    expect(calls).toBe(3);
    expect(response.status).toBe(200);
    expect(waits).toEqual([10, 20]);
  });

  it('gives a 4xx at once: the CMS answered', async () => {
    let calls = 0;
    const response = await postWithRetries(
      async () => {
        calls += 1;
        return new Response('', { status: 422 });
      },
      [10, 20],
      noWait,
    );
    expect([calls, response.status]).toEqual([1, 422]);
  });

  it('gives the last answer, or throws the last error, once the attempts are spent', async () => {
    const status = await postWithRetries(async () => new Response('', { status: 503 }), [1, 1], noWait);
    expect(status.status).toBe(503);
    await expect(
      postWithRetries(
        async () => {
          throw new TypeError('fetch failed');
        },
        [1],
        noWait,
      ),
    ).rejects.toThrow('fetch failed');
  });
});
