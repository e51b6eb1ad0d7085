import { describe, expect, it } from 'vitest';
import { visitorAddress } from './forwarded-for';

describe('visitorAddress', () => {
  it('is the socket address Next wrote when no proxy is trusted', () => {
    expect(visitorAddress('203.0.113.9', 0)).toBe('203.0.113.9');
  });

  it('takes the entry the outermost trusted proxy wrote, not what the visitor sent', () => {
    expect(visitorAddress('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(visitorAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('falls back to the first entry when the chain is shorter than the hops, and to unknown', () => {
    expect(visitorAddress('203.0.113.9', 2)).toBe('203.0.113.9');
    expect(visitorAddress(null, 0)).toBe('unknown');
    expect(visitorAddress(' , ', 1)).toBe('unknown');
  });
});
