// @ts-check
/*
 * Entries hold Buffers (rscData), Maps (segmentData) and streams' bytes, which JSON cannot
 * carry by itself: tagged on the way in, rebuilt on the way out.
 */

/** An entry as the text kept in Redis. @param {unknown} value */
export function serialize(value) {
  return JSON.stringify(value, function (key, item) {
    const raw = this[key];
    if (raw instanceof Uint8Array) return { $bytes: Buffer.from(raw).toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return item;
  });
}

/** An entry rebuilt from what `serialize` made of it. @param {string} text */
export function deserialize(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object') {
      if (typeof item.$bytes === 'string' && Object.keys(item).length === 1)
        return Buffer.from(item.$bytes, 'base64');
      if (Array.isArray(item.$map) && Object.keys(item).length === 1) return new Map(item.$map);
    }
    return item;
  });
}
