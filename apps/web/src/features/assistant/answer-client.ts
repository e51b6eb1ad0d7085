import { BOT_ANSWER_PATH, BotAnswerSchema, type BotAnswer, type Locale } from '@dav/contract';
import { BOT_ANSWER_TIMEOUT_MS } from '@dav/rules';

/**
 * The assistant's one call (SPEC 7): the question posted as form-data to the CMS (same origin,
 * through the site's /wp-json proxy), the answer parsed before use. Never throws: a slow answer
 * (past `BOT_ANSWER_TIMEOUT_MS`), a network error, any non-2xx (429 included) or a body that is
 * not an answer is a failure the chat words for the visitor.
 */
export type AskResult =
  | { ok: true; answer: BotAnswer }
  | { ok: false; reason: 'timeout' | 'network' | 'status' | 'invalid' | 'aborted'; status?: number };

interface AskOptions {
  /** The chat closed or the page left: nothing is reported. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function askBot(
  question: string,
  language: Locale,
  options: AskOptions = {},
): Promise<AskResult> {
  const { signal, fetch: send = fetch, timeoutMs = BOT_ANSWER_TIMEOUT_MS } = options;
  if (signal?.aborted) return { ok: false, reason: 'aborted' };
  const controller = new AbortController();
  let timedOut = false;
  // A page timer rather than AbortSignal.timeout: the same clock as the chat's other delays
  // (and the one Playwright's clock moves in the tests).
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop);
  const body = new FormData();
  body.set('question', question);
  body.set('language', language);
  const failed = (reason: 'network' | 'status' | 'invalid', status?: number): AskResult => {
    if (signal?.aborted) return { ok: false, reason: 'aborted' };
    if (timedOut) return { ok: false, reason: 'timeout' };
    return status === undefined ? { ok: false, reason } : { ok: false, reason, status };
  };
  try {
    const response = await send(BOT_ANSWER_PATH, {
      method: 'POST',
      body,
      signal: controller.signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return failed('status', response.status);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return failed('invalid');
    }
    if (timedOut || signal?.aborted) return failed('invalid');
    const parsed = BotAnswerSchema.safeParse(json);
    return parsed.success ? { ok: true, answer: parsed.data } : failed('invalid');
  } catch {
    return failed('network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
