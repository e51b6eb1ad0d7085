import { describe, expect, it } from 'vitest';
import { workerVersion } from './worker-version';

describe('workerVersion', () => {
  it('is the build’s id', () => {
    expect(workerVersion('b1d', undefined, false)).toBe('b1d');
    expect(workerVersion('b1d', undefined, true)).toBe('b1d');
  });

  it('ignores the e2e cookie outside the e2e stack', () => {
    expect(workerVersion('b1d', 'next', false)).toBe('b1d');
  });

  it('names another build in the e2e stack, from a short plain cookie only', () => {
    expect(workerVersion('b1d', 'next', true)).toBe('b1d-next');
    expect(workerVersion('b1d', '"};alert(1)//', true)).toBe('b1d');
    expect(workerVersion('b1d', 'x'.repeat(33), true)).toBe('b1d');
  });
});
