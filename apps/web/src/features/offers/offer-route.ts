import { detailRoute, type DetailRoute } from '../screen/detail-route';

/** An offer page and whether it is its `/script` variant (docs/product.md#routes). */
export type OfferRoute = DetailRoute;

/** `/nos-offres/{slug}[/script]` → the offer to show, or null (→ 404): see `detailRoute`. */
export const offerRoute: (segment: string, variant?: readonly string[]) => OfferRoute | null = detailRoute;
