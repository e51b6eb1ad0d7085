import { errorJson } from '../lib/respond';
import { normalizeHost } from '@dav/rules';
import { cmsEnv, domainRegistry } from '../env';
import { addressKey } from '../lib/address-key';
import { clientAddress } from '../lib/client-address';
import { rateWindow, type RateWindow } from '../lib/rate-window';
import { botSign } from './bot-sign';

/*
 * Abuse guards of the submission routes. Limits (env overrides for operators and tests):
 * - body: SUBMIT_MAX_BYTES (5 MB), by Content-Length and again while reading;
 * - rate: SUBMIT_RATE_LIMIT POSTs (5) per SUBMIT_RATE_WINDOW_MS (60 s), per address and form,
 *   counted once for every CMS instance through Redis when REDIS_URL is set, else in this
 *   process's bounded memory (lib/rate-window.ts). The address is the one the CMS can vouch
 *   for (lib/client-address.ts): a caller's own X-Forwarded-For is never believed; it is
 *   counted by lib/address-key.ts, as the logins count it (an IPv6 /64 as one address);
 * - origin: the browser's Origin must be one of the domain registry's hosts (any port);
 * - bots: a non-empty honeypot `website`, or a `_started` timestamp less than 3 s old, gets a
 *   success answer but nothing is stored; on the whistleblowing channel a send too fast is refused
 *   with a message instead (bot-sign.ts).
 */

export const maxBodyBytes = () => cmsEnv().SUBMIT_MAX_BYTES;
const rateLimit = () => cmsEnv().SUBMIT_RATE_LIMIT;
const rateWindowMs = () => cmsEnv().SUBMIT_RATE_WINDOW_MS;

/** True when the Origin header names a host of the domain registry. Missing or `null` is refused. */
export function isAllowedOrigin(origin: string | null): boolean {
  if (!origin || origin === 'null') return false;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    host = url.host;
  } catch {
    return false;
  }
  const wanted = normalizeHost(host);
  return domainRegistry().some((entry) => normalizeHost(entry.host) === wanted);
}

const submissions = rateWindow('submissions', { limit: rateLimit, windowMs: rateWindowMs });

export class BodyTooLarge extends Error {}

/** The body, refused past `limit` bytes whatever Content-Length claimed. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A bot's submission: the honeypot is filled, or the form was sent faster than a human can (bot-sign.ts). */
export const looksLikeBot = (form: FormData, now = Date.now()): boolean => botSign(form, now) !== null;

/**
 * The guards every visitor POST goes through, in order: Origin → rate (per `rateKey` and IP, on
 * `limiter`: the submissions' unless a route has limits of its own) → size → form data. The form
 * data, or the answer that refuses it (403, 429, 413, 400).
 */
export async function guardedForm(
  request: Request,
  rateKey: string,
  limit = maxBodyBytes(),
  limiter: RateWindow = submissions,
): Promise<{ form: FormData; ip: string } | Response> {
  if (!isAllowedOrigin(request.headers.get('origin'))) return errorJson(403, { origin: 'Forbidden' });
  const ip = clientAddress(request);
  // Counted as every limit counts an address (an IPv6 /64 as one); the full address is stored.
  const wait = await limiter.take(`${rateKey}:${addressKey(ip)}`);
  if (wait !== null) {
    const response = errorJson(429, { rate: 'Too many requests' });
    response.headers.set('Retry-After', String(wait));
    return response;
  }
  try {
    const body = await readBody(request, limit);
    const form = await new Response(body as BodyInit, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
    return { form, ip };
  } catch (error) {
    if (error instanceof BodyTooLarge) return errorJson(413, { body: 'Payload too large' });
    return errorJson(400, { body: 'Expected multipart/form-data' });
  }
}
