import { isSlug } from '@dav/contract';
import { screenVariant } from './screen-variant';

/** A detail page (an offer, a post) and whether it is its `/script` variant (docs/product.md#routes). */
export interface DetailRoute {
  slug: string;
  script: boolean;
}

/**
 * `/{list}/{slug}` and `/{list}/{slug}/script` → the item to show, or null (→ 404): a deeper
 * path, or a slug the CMS cannot hold. (`/{list}/script` is the list's own variant, a route of
 * its own, so a slug `script` is only reachable as `/{list}/script/script`.)
 */
export function detailRoute(segment: string, variant?: readonly string[]): DetailRoute | null {
  const shown = screenVariant(variant);
  if (!shown) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return isSlug(slug) ? { slug, script: shown === 'script' } : null;
}
