import { cmsEnv } from '../env';
import { rateWindow } from '../lib/rate-window';
import { guardedForm } from '../intake/guard';

/*
 * The guards of the assistant's answer route: the submissions' (intake/guard.ts) with the
 * assistant's own limits: BOT_RATE_LIMIT answers (30) per BOT_RATE_WINDOW_MS (60 s) per
 * visitor address, counted as the submissions' are (shared through Redis when set); a body of BOT_MAX_BYTES (8 KB) at most,
 * far above a 500-character question. The address only keys the counter: it is never stored.
 */

const rateLimit = () => cmsEnv().BOT_RATE_LIMIT;
const rateWindowMs = () => cmsEnv().BOT_RATE_WINDOW_MS;
const maxBytes = () => cmsEnv().BOT_MAX_BYTES;

const answers = rateWindow('assistant', { limit: rateLimit, windowMs: rateWindowMs });

/** Origin → rate → size → form data: the form, or the answer that refuses it (403, 429, 413, 400). */
export async function guardedQuestion(request: Request): Promise<FormData | Response> {
  const guarded = await guardedForm(request, 'bot', maxBytes(), answers);
  return guarded instanceof Response ? guarded : guarded.form;
}
