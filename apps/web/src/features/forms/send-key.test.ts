import { describe, expect, it } from 'vitest';
import { isIdempotencyKey } from '@dav/contract';
import { sendKeyFor } from './send-key';

describe('the idempotency key of a send', () => {
  const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
  const values = { email: 'ada@example.com', mobility: ['lyon', 'paris'], cv };

  it('is a new UUID for a first send', () => {
    const first = sendKeyFor(null, values);
    expect(isIdempotencyKey(first.key)).toBe(true);
  });

  it('is kept when the same values are sent again (a retry, or send pressed again)', () => {
    const first = sendKeyFor(null, values);
    // A copy of the values, as the engine builds them anew on each send: same texts, same file.
    const retry = sendKeyFor(first, { ...values, mobility: ['lyon', 'paris'] });
    expect(retry.key).toBe(first.key);
  });

  it('changes as soon as a value does: a text, a choice, its order, or another file', () => {
    const first = sendKeyFor(null, values);
    const other = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    for (const changed of [
      { ...values, email: 'grace@example.com' },
      { ...values, mobility: ['lyon'] },
      { ...values, mobility: ['paris', 'lyon'] },
      { ...values, cv: other },
      { ...values, phone: '0612345678' },
    ])
      expect(sendKeyFor(first, changed).key).not.toBe(first.key);
  });
});
