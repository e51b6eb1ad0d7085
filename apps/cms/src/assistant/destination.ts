import { TEMPLATE_PATHS } from '@dav/rules';
import type { IntentKind, NamedEntities } from './understanding';

/** The site's offers search (its query names: apps/web features/offers/search-url.ts) and subsidiaries. */
export const OFFERS_PATH = TEMPLATE_PATHS.offers!;
const SUBSIDIARIES_PATH = TEMPLATE_PATHS.subsidiaries!;

/**
 * An answer's link completed from what the question named: for an `offers` intent, a link to the
 * offers search gets `?q=` the role and `subsidiary` the slug (replacing any the editor wrote);
 * for a `subsidiaries` intent, the list becomes the named subsidiary's page. Any other link, and
 * any link of a `static` intent, is left as written.
 */
export function completeLink(kind: IntentKind, url: string, named: NamedEntities): string {
  const [path = '', query = ''] = url.split('?', 2);
  if (kind === 'offers' && path === OFFERS_PATH) {
    const params = new URLSearchParams(query);
    if (named.role) params.set('q', named.role);
    if (named.subsidiary) params.set('subsidiary', named.subsidiary);
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  }
  if (kind === 'subsidiaries' && path === SUBSIDIARIES_PATH && named.subsidiary) {
    return `${SUBSIDIARIES_PATH}/${encodeURIComponent(named.subsidiary)}`;
  }
  return url;
}
