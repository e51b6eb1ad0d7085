import { BOT_RATE_LIMIT_DEFAULT } from '@dav/rules';
import { errorJson } from '../contract/respond';
import { numberEnv } from '../env';
import { clientAddress } from '../lib/client-address';
import { RateLimiter } from '../lib/rate-limiter';
import { BodyTooLarge, isAllowedOrigin, readBody } from '../submissions/guard';

/*
 * The guards of the assistant's answer route, like the submissions' (submissions/guard.ts) with
 * the assistant's own limits: BOT_RATE_LIMIT answers (30) per BOT_RATE_WINDOW_MS (60 s) per
 * visitor address, counted in this process's memory; a body of BOT_MAX_BYTES (8 KB) at most,
 * far above a 500-character question. The address only keys the counter: it is never stored.
 */

const rateLimit = () => numberEnv('BOT_RATE_LIMIT', BOT_RATE_LIMIT_DEFAULT);
const rateWindowMs = () => numberEnv('BOT_RATE_WINDOW_MS', 60_000);
const maxBytes = () => numberEnv('BOT_MAX_BYTES', 8 * 1024);

const answers = new RateLimiter({ limit: rateLimit, windowMs: rateWindowMs });

/** Origin → rate → size → form data: the form, or the answer that refuses it (403, 429, 413, 400). */
export async function guardedQuestion(request: Request): Promise<FormData | Response> {
  if (!isAllowedOrigin(request.headers.get('origin'))) return errorJson(403, { origin: 'Forbidden' });
  const wait = answers.take(`bot:${clientAddress(request)}`);
  if (wait !== null) {
    const response = errorJson(429, { rate: 'Too many requests' });
    response.headers.set('Retry-After', String(wait));
    return response;
  }
  try {
    const body = await readBody(request, maxBytes());
    return await new Response(body as BodyInit, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch (error) {
    if (error instanceof BodyTooLarge) return errorJson(413, { body: 'Payload too large' });
    return errorJson(400, { body: 'Expected multipart/form-data or application/x-www-form-urlencoded' });
  }
}
