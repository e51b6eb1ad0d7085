/*
 * The key every rate limit counts an address by (logins, submissions, follow-ups, the assistant):
 * one helper, so no limit is easier to get around than another (issue 30, finding 10a).
 * - IPv4 as it is;
 * - IPv6 by its /64 network, which is usually one subscriber's (anyone holding one has 2^64
 *   addresses to rotate through);
 * - an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, `::ffff:c000:201`) as the IPv4 it carries.
 * Anything else ('unknown', a malformed address) is its own key.
 */

/** The eight 16-bit groups of an IPv6 address, or null when it is none. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!;
  // A dotted IPv4 tail (::ffff:192.0.2.1) is the last two groups.
  const dotted = /(?:^|:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((n) => n > 255)) return null;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, text.length - dotted[0].length)}:${hex(bytes[0]!, bytes[1]!)}:${hex(bytes[2]!, bytes[3]!)}`;
    if (text.startsWith(':') && !text.startsWith('::')) text = text.slice(1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const split = (half: string | undefined) => (half ? half.split(':') : []);
  const [left, right] = [split(halves[0]), split(halves[1])];
  const gap = halves.length === 2 ? 8 - left.length - right.length : 0;
  if (gap < 0) return null;
  const groups = [...left, ...Array<string>(gap).fill('0'), ...right];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/** The key the rate limits count `address` by (see above). */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase();
  if (!plain.includes(':')) return plain;
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  const mapped = groups.slice(0, 5).every((n) => n === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(':')}::/64`;
}
