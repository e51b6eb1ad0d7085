import { raw, text, variable } from './env';

/*
 * The variables both servers read, declared once (env.ts says how): what they must agree on to
 * work together, and what Next and Node set for them.
 */
export const SHARED_ENV = {
  NODE_ENV: variable(
    text(),
    'set by Next: `production` under `next start`',
    '`production`: secrets must be set, the session cookie is `Secure`; `development` (`npm run dev`): the CSP allows eval and websockets',
  ),
  NEXT_PHASE: variable(
    text(),
    'set by Next',
    'Next’s build phase: nothing is written, no secret generated, while building',
  ),
  NEXT_RUNTIME: variable(
    text(),
    'set by Next',
    'the runtime of the code being loaded: start-up work runs in `nodejs` only',
  ),
  REVALIDATE_SECRET: variable(
    raw(),
    '`npm start`: a random one per start; `npm run dev`: `dev-revalidate-secret`',
    'the secret the two servers share: the revalidate route, and the key of the visitor address the site vouches for to the CMS. Blank counts as unset; in production (`NODE_ENV=production`) each server refuses to start without one of its own (one line, exit 1) — set it when you run them apart',
  ),
  REDIS_URL: variable(
    text(),
    'unset: each process counts alone',
    '`redis://…`: CMS instances share their rate limits (submissions, assistant, logins), site instances their Next cache and revalidations (read at `next start`, no rebuild); while it is down each counts alone and serves its own cache (docs/architecture.md#the-sites-shared-cache)',
  ),
  DOMAINS: variable(
    raw(),
    'the `*.localhost` registry',
    'the domain registry, a JSON array of `{ "host", "code", "group", "environment" }` (code: fr, en, es, de, ay-fr, ay-en; environment: main or preprod); a malformed value stops either server at start, with one line naming what is wrong',
  ),
  PUBLIC_PROTOCOL: variable(
    text(),
    '`http`',
    'protocol of the public URLs (hreflang, canonical, language switcher; and the links the CMS mails visitors)',
  ),
  CMS_PUBLIC_URL: variable(
    text(),
    'unset: `http://localhost:$CMS_PORT` and `http://127.0.0.1:$CMS_PORT`',
    "where staff open the admin: the admin links in mails, and the only origin whose pages may use a staff session (Payload's CSRF and CORS lists) and Payload's `serverURL`. The session cookie is `Secure` in production: browsers take it from `http://localhost` and `http://127.0.0.1`, any other host needs https; on the website too (set both alike): the only origin that may frame a draft (live preview)",
  ),
};
