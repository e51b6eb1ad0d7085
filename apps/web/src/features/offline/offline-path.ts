import { routePath } from '@dav/rules';

/**
 * The offline page (docs/product.md#offline): the same path on every host, in the host's language.
 * The service worker keeps it and shows it when a navigation finds no network. Not indexed, never in
 * a sitemap.
 */
export const OFFLINE_PATH = routePath('offline');
