import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseLockedError, WriteLock, isBusy, retryWhileBusy } from '@/db/write-lock';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY', rawCode: 5 });

describe('the SQLite write lock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the lock to waiters in the order they came, one at a time', async () => {
    const lock = new WriteLock(1_000);
    const order: string[] = [];
    let inside = 0;
    const turn = (name: string) =>
      lock.run(async () => {
        inside++;
        expect(inside).toBe(1);
        order.push(name);
        await Promise.resolve();
        inside--;
      });
    await Promise.all(['a', 'b', 'c', 'd'].map(turn));
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets a long line wait as long as it moves, and fails a waiter behind a holder that never lets go', async () => {
    vi.useFakeTimers();
    const lock = new WriteLock(1_000);
    // Ten holders of 600 ms each: the last waiter waits 6 s, longer than 1 s, and still gets its turn.
    const line = Array.from({ length: 10 }, () =>
      lock.run(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
    );
    const last = lock.run(async () => 'served');
    await vi.advanceTimersByTimeAsync(6_000);
    await Promise.all(line);
    await expect(last).resolves.toBe('served');

    const stuck = await lock.acquire(); // held and never released
    const behind = lock.acquire();
    const failed = expect(behind).rejects.toBeInstanceOf(DatabaseLockedError);
    await vi.advanceTimersByTimeAsync(1_000);
    await failed;
    expect(isBusy(await behind.catch((error: unknown) => error))).toBe(true);
    stuck();
    await expect(lock.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('retries work that meets a busy database, and gives up on other errors at once', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const flaky = retryWhileBusy(async () => {
      if (++calls < 4) throw busy();
      return 'done';
    }, 5_000);
    await vi.advanceTimersByTimeAsync(100);
    await expect(flaky).resolves.toBe('done');
    expect(calls).toBe(4);

    let failures = 0;
    const broken = retryWhileBusy(async () => {
      failures++;
      throw new Error('no such table');
    }, 5_000);
    await expect(broken).rejects.toThrow('no such table');
    expect(failures).toBe(1);

    const never = retryWhileBusy(async () => {
      throw busy();
    }, 500);
    const gaveUp = expect(never).rejects.toThrow('database is locked');
    await vi.advanceTimersByTimeAsync(600);
    await gaveUp;
  });
});
