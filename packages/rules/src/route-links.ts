import type { RouteName } from './route-table';

/** What links to a route, so a change of path or of rule knows what it moves. */
export type LinkSource =
  | 'header'
  | 'menus'
  | 'footer'
  | 'breadcrumbs'
  | 'rich-text'
  | 'home-blocks'
  | 'list'
  | 'subsidiary'
  | 'request-sent'
  | 'assistant'
  | 'language-switcher'
  | 'mail'
  | 'receipt'
  | 'form-success'
  | 'service-worker'
  /** The answer to a form the browser posted itself (app/api/forms): shown there, never linked. */
  | 'form-post';

/**
 * What links to each route of the route table (docs/product.md#routes), so that a change of path or
 * of rule knows what it moves. Kept beside the table rather than in it: nothing reads it at run
 * time, and the table itself is in every page's JavaScript (the idle prefetch reads it).
 */
export const ROUTE_LINKS: Readonly<Record<RouteName, readonly LinkSource[]>> = Object.freeze({
  home: ['header', 'menus', 'breadcrumbs', 'language-switcher'],
  page: ['menus', 'footer', 'rich-text'],
  blog: ['menus', 'footer', 'breadcrumbs', 'home-blocks', 'subsidiary', 'assistant'],
  'blog-post': ['list', 'menus', 'rich-text', 'home-blocks'],
  offers: ['menus', 'footer', 'breadcrumbs', 'home-blocks', 'subsidiary', 'request-sent', 'assistant'],
  offer: ['list', 'menus', 'assistant'],
  subsidiaries: ['header', 'menus', 'footer', 'breadcrumbs', 'home-blocks', 'assistant'],
  subsidiary: ['list', 'menus', 'rich-text'],
  day: ['menus', 'footer', 'breadcrumbs', 'request-sent', 'assistant'],
  'day-detail': ['list'],
  contact: ['header', 'menus', 'footer', 'subsidiary', 'home-blocks', 'assistant'],
  'request-sent': ['form-success'],
  coworking: ['menus', 'footer', 'request-sent', 'assistant'],
  spontaneous: ['menus', 'footer', 'subsidiary', 'assistant'],
  withdrawal: ['mail'],
  'report-follow-up': ['receipt'],
  offline: ['service-worker'],
  'form-answer': ['form-post'],
});
