import crypto from 'node:crypto';

/**
 * A stable id for an array row of the seed. Rows of non-localised arrays must keep their id
 * from one language to the next, or writing the English labels would replace the French rows.
 */
export function rowId(key: string): string {
  return crypto.createHash('sha1').update(key).digest('hex').slice(0, 24);
}
