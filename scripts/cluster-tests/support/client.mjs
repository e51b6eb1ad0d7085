// The production-path suite's HTTP client (scripts/test-cluster.mjs): every request goes to
// 127.0.0.1 with the URL's host as Host and SNI, trusting only the cluster's CA once the cluster
// has made it (trustClusterCa); an admin's login, and multipart bodies.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { admin } from './settings.mjs';

/** The agent of every HTTPS request, set once the cluster has its certificate. */
let agent;

/** From now on, HTTPS requests trust only the cluster's CA (`caFile`), on kept-alive connections. */
export function trustClusterCa(caFile) {
  agent = new https.Agent({ ca: readFileSync(caFile), keepAlive: true, maxSockets: 32 });
}

/** Closes the agent's connections, at the suite's end. */
export function closeAgent() {
  agent?.destroy();
}

/**
 * One request to 127.0.0.1 with the URL's host as Host and SNI, trusting only the cluster's CA.
 * Resolves `{ status, headers, body }` (body: a Buffer, as sent), or `{ status: 0, error }`.
 */
export function request(url, { method = 'GET', headers = {}, body, timeoutMs = 15_000 } = {}) {
  const u = new URL(url);
  const secure = u.protocol === 'https:';
  return new Promise((resolve) => {
    const req = (secure ? https : http).request(
      {
        host: '127.0.0.1',
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method,
        headers: { host: u.host, ...headers },
        ...(secure ? { servername: u.hostname, agent } : {}),
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', (error) => resolve({ status: 0, error }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, error }));
    req.end(body);
  });
}

export const text = (res) => res.body.toString('utf8');

/** Payload's REST login; its token works on any instance (one PAYLOAD_SECRET). */
export async function login(email, password) {
  const res = await request(admin('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, `login of ${email}: ${text(res)}`);
  return JSON.parse(text(res)).token;
}

/** A multipart body (the REST upload and the site's forms). */
export function multipart(fields, files = []) {
  const boundary = `----dav${randomBytes(8).toString('hex')}`;
  const parts = [];
  for (const [name, value] of fields)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const { name, filename, type, data } of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}
