import { isSlug } from '@dav/contract';
import { screenVariant } from '../screen/screen-variant';

/** An offer page and whether it is its `/script` variant (docs/product.md#routes). */
export interface OfferRoute {
  slug: string;
  script: boolean;
}

/**
 * `/nos-offres/{slug}` and `/nos-offres/{slug}/script` → the offer to show, or null (→ 404): a
 * deeper path, or a slug the CMS cannot hold. (`/nos-offres/script` is the search's own variant,
 * a route of its own, so a slug `script` is only reachable as `/nos-offres/script/script`.)
 */
export function offerRoute(segment: string, variant?: readonly string[]): OfferRoute | null {
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
