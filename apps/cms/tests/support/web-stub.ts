import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RevalidateCall {
  secret: string | undefined;
  tags: string[];
}

/** Stands in for apps/web's /api/revalidate and records what the CMS hooks send. */
export async function startWebStub(): Promise<{
  url: string;
  calls: RevalidateCall[];
  close: () => Promise<void>;
}> {
  const calls: RevalidateCall[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/revalidate') {
        const secret = req.headers['x-revalidate-secret'];
        calls.push({
          secret: Array.isArray(secret) ? secret[0] : secret,
          tags: (JSON.parse(body) as { tags: string[] }).tags,
        });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
