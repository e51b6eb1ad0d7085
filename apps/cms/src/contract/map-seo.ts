import type { Seo } from '@dav/contract';
import type { Media } from '../payload-types';
import { mapImage } from '../fields/map-image';

/** A document's SEO group (fields/seo.ts) → the contract's; empty texts are null. */
export function mapSeo(
  seo:
    { title?: string | null; description?: string | null; image?: number | Media | null } | null | undefined,
): Seo {
  return {
    title: seo?.title || null,
    description: seo?.description || null,
    image: mapImage(seo?.image),
  };
}
