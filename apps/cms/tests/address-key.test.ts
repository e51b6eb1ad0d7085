import { describe, expect, it } from 'vitest';
import { addressKey } from '@/lib/address-key';

describe('addressKey (every rate limit’s key of an address)', () => {
  it('keeps IPv4 as it is and counts IPv6 by its /64 network', () => {
    expect(addressKey('192.0.2.9')).toBe('192.0.2.9');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address, dotted or in hex, as its IPv4', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:c000:201')).toBe('192.0.2.1');
    expect(addressKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('leaves what is no address as its own key', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1::2::3')).toBe('1::2::3');
    expect(addressKey('::ffff:300.0.2.1')).toBe('::ffff:300.0.2.1');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});
