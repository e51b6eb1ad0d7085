import { isSlug } from '@dav/contract';

/** What `/nos-offres/[[...path]]` shows (docs/product.md#routes), `/script` variants included. */
export type OffersRoute =
  { kind: 'search'; script: boolean } | { kind: 'offer'; slug: string; script: boolean };

/** Path segments under /nos-offres → the screen, or null (→ 404). The `/script` suffix always wins. */
export function offersRoute(segments: readonly string[] = []): OffersRoute | null {
  const script = segments.at(-1) === 'script';
  const rest = script ? segments.slice(0, -1) : segments;
  if (rest.length === 0) return { kind: 'search', script };
  if (rest.length > 1) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(rest[0]!);
  } catch {
    return null;
  }
  return isSlug(slug) ? { kind: 'offer', slug, script } : null;
}
