import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { IDEMPOTENCY_KEY_HEADER } from '@dav/contract';

vi.mock('server-only', () => ({}));
// The unit tests have no `@/` alias: the modules the route and post-as-visitor import, as they are.
vi.mock('@/lib/env', () => import('../env'));
vi.mock('@/lib/proxy/forwarded-for', () => import('./forwarded-for'));
vi.mock('@/lib/proxy/visitor-headers', () => import('./visitor-headers'));

/** A port of this worktree's range: a stand-in CMS that records what reaches it. */
const PORT = 3151;
const received: { url: string; headers: http.IncomingHttpHeaders }[] = [];
const cms = http.createServer((req, res) => {
  received.push({ url: req.url ?? '', headers: req.headers });
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"success":true}');
  });
});

beforeAll(async () => {
  process.env.CMS_URL = `http://127.0.0.1:${PORT}`;
  await new Promise<void>((resolve) => cms.listen(PORT, '127.0.0.1', resolve));
});
afterAll(async () => {
  delete process.env.CMS_URL;
  await new Promise<void>((resolve) => cms.close(() => resolve()));
});

describe('the Idempotency-Key on its way to the CMS', () => {
  it('is forwarded by the site’s /wp-json door as the browser sent it', async () => {
    const { POST } = await import('../../app/wp-json/[...path]/route');
    const key = crypto.randomUUID();
    const body = new FormData();
    body.append('message', 'Bonjour');
    const response = await POST(
      new NextRequest('http://fr.localhost:3000/wp-json/api/fr/forms/contact', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key, origin: 'http://fr.localhost:3000' },
      }),
    );
    expect(response.status).toBe(200);
    const last = received.at(-1)!;
    expect(last.url).toBe('/wp-json/api/fr/forms/contact');
    expect(last.headers['idempotency-key']).toBe(key);
  });

  it('is sent by the site’s own post of a form (no JavaScript), beside the visitor’s signed address', async () => {
    const { postAsVisitor } = await import('./post-as-visitor');
    const key = crypto.randomUUID();
    await postAsVisitor(
      '/wp-json/api/fr/forms/contact',
      new FormData(),
      { origin: 'http://fr.localhost:3000', forwardedFor: null },
      5000,
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    const last = received.at(-1)!;
    expect(last.headers['idempotency-key']).toBe(key);
    expect(last.headers.origin).toBe('http://fr.localhost:3000');
    expect(last.headers['x-dav-visitor-signature']).toBeTruthy();
  });
});
