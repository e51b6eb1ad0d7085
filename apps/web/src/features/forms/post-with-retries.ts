/*
 * A form's post, retried when its answer may have been lost (docs/architecture.md#idempotent-submissions):
 * no answer at all (a network error, a CMS instance gone mid-request) or a 5xx. Safe only because
 * each attempt carries the same Idempotency-Key, so the CMS stores the send once whichever
 * attempt reached it. Any other answer, a 4xx included, is final.
 */

/** Waits before the second and the third attempt. */
export const RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The first answer that is not a 5xx; the last attempt's answer or error when none is. */
export async function postWithRetries(
  send: () => Promise<Response>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= delays.length;
    try {
      const response = await send();
      if (response.status < 500 || last) return response;
      await response.body?.cancel().catch(() => {});
    } catch (error) {
      if (last) throw error;
    }
    await wait(delays[attempt]!);
  }
}
