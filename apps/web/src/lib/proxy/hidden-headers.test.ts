import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hideHeaders } from './hidden-headers.mjs';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The headers a browser gets from a server whose handler answers with `answer`. */
async function headersOf(answer: (res: ServerResponse) => void): Promise<Headers> {
  const server = createServer((_req, res) => answer(hideHeaders(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  return (await fetch(`http://127.0.0.1:${port}/`)).headers;
}

describe('the site’s server (server.mjs) hides Next’s internal headers', () => {
  it('drops x-middleware-rewrite and X-Powered-By set one by one, keeping the others', async () => {
    const headers = await headersOf((res) => {
      res.setHeader('x-middleware-rewrite', '/ay-fr/contactez-nous');
      res.setHeader('X-Powered-By', 'Next.js');
      res.setHeader('x-frame-options', 'SAMEORIGIN');
      res.appendHeader('X-Middleware-Rewrite', '/again');
      res.end('ok');
    });
    expect(headers.get('x-middleware-rewrite')).toBeNull();
    expect(headers.get('x-powered-by')).toBeNull();
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('drops them from writeHead’s object and flat list too', async () => {
    const fromObject = await headersOf((res) => {
      res.writeHead(200, { 'X-Middleware-Rewrite': '/ay-fr', 'content-type': 'text/plain' }).end('ok');
    });
    expect(fromObject.get('x-middleware-rewrite')).toBeNull();
    expect(fromObject.get('content-type')).toBe('text/plain');
    const fromList = await headersOf((res) => {
      res.writeHead(200, 'OK', ['x-middleware-rewrite', '/ay-fr', 'x-kept', '1']).end('ok');
    });
    expect(fromList.get('x-middleware-rewrite')).toBeNull();
    expect(fromList.get('x-kept')).toBe('1');
  });

  it('is what `npm start` runs, rather than `next start`, which would let them through', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe('node server.mjs');
    // And the production path's stack (scripts/lib/stack.mjs), which serves each app with its server.
    const stack = readFileSync(new URL('../../../../../scripts/lib/stack.mjs', import.meta.url), 'utf8');
    expect(stack).toMatch(/web: \{[^}]*server: 'server\.mjs'/);
    const server = readFileSync(new URL('../../../server.mjs', import.meta.url), 'utf8');
    expect(server).toMatch(/handle\(req, hideHeaders\(res\)\)/);
  });
});
