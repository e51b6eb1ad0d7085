import type { PayloadRequest } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { revalidateWeb } from '@/hooks/revalidate-web';
import { startWebStub } from './support/web-stub';

/**
 * A change is told to the website twice (docs/architecture.md#revalidation): at once, and again
 * REVALIDATE_AGAIN_MS later, for the page the website was rendering with the old content when
 * first told. Against a real HTTP server standing in for the website's revalidate route.
 */
describe('the website told of a change again (REVALIDATE_AGAIN_MS)', () => {
  let web: Awaited<ReturnType<typeof startWebStub>>;
  const warnings: string[] = [];
  // A request outside any transaction: the revalidation leaves at once.
  const req = {
    context: {},
    payload: {
      db: {},
      logger: { warn: (m: string) => warnings.push(m), error: (m: string) => warnings.push(m) },
    },
  } as unknown as PayloadRequest;

  beforeAll(async () => {
    web = await startWebStub();
    vi.stubEnv('WEB_URL', web.url);
    vi.stubEnv('REVALIDATE_SECRET', 'again-secret');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await web.close();
  });

  it('tells the same tags a second time once the delay has passed, not before', async () => {
    vi.stubEnv('REVALIDATE_AGAIN_MS', '400');
    const from = web.calls.length;
    revalidateWeb(req, ['page:fr:qui-sommes-nous', 'global']);
    await expect.poll(() => web.calls.length - from, { timeout: 2000 }).toBe(1);
    const first = Date.now();
    await expect.poll(() => web.calls.length - from, { timeout: 3000, interval: 20 }).toBe(2);
    expect(Date.now() - first).toBeGreaterThanOrEqual(250);
    const told = web.calls.slice(from);
    expect(told[1]).toEqual(told[0]);
    expect(told[0]).toEqual({ secret: 'again-secret', tags: ['page:fr:qui-sommes-nous', 'global'] });
    expect(warnings).toEqual([]);
  });

  it('tells it once when REVALIDATE_AGAIN_MS is 0', async () => {
    vi.stubEnv('REVALIDATE_AGAIN_MS', '0');
    const from = web.calls.length;
    revalidateWeb(req, ['consent']);
    await expect.poll(() => web.calls.length - from, { timeout: 2000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(web.calls.length - from).toBe(1);
  });

  it('tells nothing of a write that asks to stay silent (the seed)', async () => {
    vi.stubEnv('REVALIDATE_AGAIN_MS', '50');
    const from = web.calls.length;
    revalidateWeb({ ...req, context: { skipRevalidate: true } } as unknown as PayloadRequest, ['global']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(web.calls.length - from).toBe(0);
  });
});
