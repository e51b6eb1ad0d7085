import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateSecret } from '../env';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** REVALIDATE_SECRET (default `dev-revalidate-secret`), compared in constant time. */
export function isRevalidateSecret(candidate: string | null): boolean {
  if (!candidate) return false;
  const expected = revalidateSecret();
  return timingSafeEqual(digest(candidate), digest(expected));
}
