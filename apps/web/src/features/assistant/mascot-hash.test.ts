import { describe, expect, it } from 'vitest';
import { isMascotHash } from './mascot-hash';

describe('isMascotHash', () => {
  it('is the mascot’s first name in any case', () => {
    for (const hash of ['#dav', '#Dav', '#DAV', 'dav', '#%44av'])
      expect(isMascotHash(hash, 'Dav'), hash).toBe(true);
  });

  it('is nothing else', () => {
    for (const hash of ['', '#', '#other', '#davy', '#main', '#%E0%A4%A']) {
      expect(isMascotHash(hash, 'Dav'), hash).toBe(false);
    }
  });
});
