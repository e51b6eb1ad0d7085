import type { FormValue, FormValues } from '@dav/rules';

/*
 * The idempotency key of a send (docs/architecture.md#idempotent-submissions): made when the
 * visitor sends, kept for every retry of those same values (automatic after a lost answer or a
 * 5xx, or the visitor pressing send again), replaced as soon as a value changes and dropped once
 * the CMS has accepted the send. The CMS stores a key's send once and answers its repeats alike.
 */

export interface SendKey {
  key: string;
  /** The values it was made for: the ones the visitor sends (what the page adds itself excluded). */
  values: FormValues;
}

/** Equal values: the same texts and choices in order, the same file (the very one chosen). */
function sameValue(a: FormValue, b: FormValue): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

export function sameValues(a: FormValues, b: FormValues): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const name of names) if (!sameValue(a[name], b[name])) return false;
  return true;
}

/** The key to send `values` with: the last send's when they are unchanged (a retry), else a new one. */
export function sendKeyFor(
  previous: SendKey | null,
  values: FormValues,
  newKey: () => string = () => crypto.randomUUID(),
): SendKey {
  return previous !== null && sameValues(previous.values, values) ? previous : { key: newKey(), values };
}
