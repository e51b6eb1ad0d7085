// @ts-check
/*
 * Copies of shared entries in this process's memory, bounded by their size (oldest used first
 * out): read again from Redis only when their stamp changed, and served while Redis is away.
 */

/** @template V */
export class Copies {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { stamp: string, value: V, size: number }>} */
    this.map = new Map();
  }
  /** @param {string} key */
  get(key) {
    const copy = this.map.get(key);
    if (!copy) return undefined;
    this.map.delete(key);
    this.map.set(key, copy);
    return copy;
  }
  /** @param {string} key @param {string} stamp @param {V} value @param {number} size */
  set(key, stamp, value, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.map.set(key, { stamp, value, size });
    this.bytes += size;
    for (const [oldest, copy] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(oldest);
      this.bytes -= copy.size;
    }
  }
  /** @param {string} key */
  delete(key) {
    const copy = this.map.get(key);
    if (!copy) return;
    this.map.delete(key);
    this.bytes -= copy.size;
  }
}
