import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { receiptOf } from '@dav/contract';
import { holdReceipt, keepReceipt, peekReceipt, releaseReceipt, subscribeReceipt } from './receipt-memory';

const CODE = '1234567890123456';

describe('the receipt kept for the request-sent page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    keepReceipt(null);
    vi.useRealTimers();
  });

  it('is shown once: gone when the page that showed it leaves', () => {
    keepReceipt(CODE);
    expect(peekReceipt()).toBe(CODE);
    expect(peekReceipt()).toBe(CODE); // reading changes nothing
    holdReceipt();
    releaseReceipt();
    vi.runAllTimers();
    expect(peekReceipt()).toBeNull();
  });

  it('survives a page shown again at once (Strict Mode’s second effect run)', () => {
    keepReceipt(CODE);
    holdReceipt();
    releaseReceipt();
    holdReceipt();
    vi.runAllTimers();
    expect(peekReceipt()).toBe(CODE);
  });

  it('tells the page when it changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeReceipt(listener);
    keepReceipt(CODE);
    releaseReceipt();
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    keepReceipt(CODE);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is dropped by a later send that is no report', () => {
    keepReceipt(receiptOf({ success: true, receipt: CODE }));
    keepReceipt(receiptOf({ success: true }));
    expect(peekReceipt()).toBeNull();
  });

  it('keeps only a well-formed code from the answer', () => {
    keepReceipt(receiptOf({ success: true, receipt: '1234' }));
    expect(peekReceipt()).toBeNull();
    keepReceipt(receiptOf({ success: true, receipt: '0000111122223333' }));
    expect(peekReceipt()).toBe('0000111122223333');
  });
});
