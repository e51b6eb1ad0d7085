import { defineEnv, flag, positive, raw, SHARED_ENV, text, variable } from '@dav/contract';

/*
 * Every variable the website reads, and what the README says of each: its configuration table
 * is generated from this (scripts/config/table.mjs; `npm run gates` fails when it differs).
 * env.ts gives the rest of the site what it means; nothing else reads `process.env`, but
 * server.mjs (WEB_PORT, before Next starts) and next.config.ts, which run outside the app.
 */
export const WEB_ENV = defineEnv({
  ...SHARED_ENV,
  WEB_PORT: variable(
    text(),
    '`3000`',
    'port of the website (`PORT` is not read: the server says so at start when it is set to another port)',
  ),
  CMS_URL: variable(
    text(),
    '`http://127.0.0.1:3001`',
    'where the website reaches the CMS (the "API host"); `/wp-json/*` and `/api/media/*` are proxied there',
  ),
  CMS_TIMEOUT_MS: variable(
    positive(8000),
    '`8000`',
    'a CMS read slower than this counts as failed (the last good content is served)',
  ),
  TRUSTED_PROXY_HOPS: variable(
    text(),
    '`0`',
    "reverse proxies in front of the website that append the client's address to `X-Forwarded-For` (nginx `$proxy_add_x_forwarded_for`); 0 means the website faces visitors and ignores the header they send",
  ),
  CSP_NONCE_PLACEHOLDER: variable(
    flag(),
    'unset',
    "`1` only behind nginx with `deploy/nginx/snippets/*-csp-nonce.conf`: pages' CSP allows inline scripts by the nonce nginx substitutes instead of `'unsafe-inline'` (docs/architecture.md#headers-and-the-nonce); without nginx, pages would not hydrate",
  ),
  DAV_BENCH_BUILD: variable(
    flag(),
    'unset',
    'set by `npm run bench`: its build (with source maps) in `.next-bench`, apart from the real one',
  ),
  E2E_WORKER_BUILD_COOKIE: variable(
    flag(),
    'unset',
    "tests only, set by the e2e stack: `1` lets a browser's `e2e-build` cookie stamp `/sw.js` with another build's id, to test a service worker update without building twice",
  ),
  __NEXT_PRIVATE_ORIGIN: variable(
    raw(),
    'set by the server: `http://localhost:$WEB_PORT`',
    "the site's own address, where it reads its own pages (the form answers without JavaScript)",
  ),
});
