/**
 * Waits until `ms` have passed since `started`: an answer that must not tell by its timing what
 * its body does not (a known address, a report's code) leaves no sooner than this, whichever way
 * it went.
 */
export function answerNoSoonerThan(started: number, ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - Date.now())));
}
