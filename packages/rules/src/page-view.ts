import { classifyPath, pathSegments, type RouteKind } from './routes';

/** The event pushed to the tag manager's `dataLayer` (docs/product.md#shell-consent-and-page-views). */
export interface PageViewEvent {
  event: 'page_view';
  /** The path only: a query string or a hash can hold what a visitor typed, so neither is sent. */
  page_path: string;
  /** The content language (`fr`, `en`, `es`, `de`), never the `ay-` host. */
  page_language: string;
  /** The route's kind (`classifyPath`): `home`, `offer`, `page`… */
  page_template: RouteKind;
}

/**
 * The page view of `url` (a path, with or without query and hash, or an absolute URL) in
 * `language`. The path is rebuilt from its segments: no query, no hash, no empty segment.
 */
export function pageViewEvent(url: string, language: string): PageViewEvent {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const pagePath = `/${pathSegments(path).join('/')}`;
  return {
    event: 'page_view',
    page_path: pagePath,
    page_language: language,
    page_template: classifyPath(pagePath).kind,
  };
}
