import 'server-only';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ownPort, webEnv } from '@/lib/env';

/**
 * This server's own address: the one Next's `next start` records as it listens (start-server.js
 * sets `__NEXT_PRIVATE_ORIGIN`), else the loopback on our port.
 */
export function ownOrigin(raw?: Record<string, string | undefined>): string {
  return webEnv(raw).__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${ownPort(raw)}`;
}

/**
 * GET one of the site's own pages as it would be served for `host`, with extra headers: its
 * status, headers and HTML. Through node:http rather than fetch, whose Host is always the address asked (the site
 * picks its language and look by the Host). Throws when there is no answer in time.
 */
export function renderOwnPage(
  path: string,
  host: string,
  headers: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ status: number; html: string; headers: Record<string, string | string[] | undefined> }> {
  const url = new URL(path, ownOrigin());
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method: 'GET', headers: { ...headers, host, accept: 'text/html' }, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 500,
            html: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('timeout', () => call.destroy(new Error(`${path} did not answer in time`)));
    call.on('error', reject);
    call.end();
  });
}
