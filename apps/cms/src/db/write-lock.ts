/** SQLite's result code for a lock another connection holds (SQLITE_BUSY and its extended codes). */
const SQLITE_BUSY = 5;

/** An error that reads like SQLite's own "database is locked", so callers treat both alike. */
export class DatabaseLockedError extends Error {
  readonly code = 'SQLITE_BUSY';
  readonly rawCode = SQLITE_BUSY;
}

interface Waiter {
  grant: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * A first-come, first-served async lock: whoever holds it writes, the others wait their turn
 * without blocking the event loop. A waiter gives up only when ONE holder has kept the lock for
 * `stuckAfterMs` (a transaction waiting on something that never comes), never because the line
 * is long: a burst of short transactions makes the last one wait, not fail.
 */
export class WriteLock {
  #held = false;
  /** Changes each time the lock changes hands; a waiter's watch compares it. */
  #turn = 0;
  #heldSince = 0;
  readonly #waiters: Waiter[] = [];

  constructor(private readonly stuckAfterMs: number) {}

  /** Resolves with the release function once it is this caller's turn. */
  acquire(): Promise<() => void> {
    if (!this.#held) {
      this.#held = true;
      this.#handOver();
      return Promise.resolve(this.#releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(this.#releaser());
        },
      };
      const watch = () => {
        const turn = this.#turn;
        waiter.timer = setTimeout(
          () => {
            if (turn !== this.#turn) return watch(); // the line moved: keep waiting
            this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
            reject(
              new DatabaseLockedError(
                `database is locked: one transaction has held the write lock for ${this.stuckAfterMs} ms`,
              ),
            );
          },
          Math.max(0, this.#heldSince + this.stuckAfterMs - Date.now()),
        );
      };
      watch();
      this.#waiters.push(waiter);
    });
  }

  /** Runs `work` holding the lock. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  #handOver(): void {
    this.#turn++;
    this.#heldSince = Date.now();
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      if (!next) {
        this.#held = false;
        return;
      }
      this.#handOver();
      next.grant();
    };
  }
}

/** SQLITE_BUSY or one of its extended codes (BUSY_SNAPSHOT, BUSY_RECOVERY…). */
export function isBusy(error: unknown): boolean {
  const { code, rawCode } = (error ?? {}) as { code?: unknown; rawCode?: unknown };
  return (
    (typeof rawCode === 'number' && (rawCode & 0xff) === SQLITE_BUSY) ||
    (typeof code === 'string' && code.startsWith('SQLITE_BUSY'))
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again, after an async backoff (2 ms doubling to 100 ms), while SQLite answers
 * busy, for at most `timeoutMs`. Only for work that fails whole: one statement outside a
 * transaction, a BEGIN, a COMMIT.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() + delay > deadline) throw error;
    }
    await sleep(delay);
  }
}
