// Types only: a value from the contract's index would bring its zod schemas into every page's
// JavaScript, since the shell's client leaves read this table.
import type { MenuLinkTarget, PageTemplate, TradKey } from '@dav/contract';

/**
 * The site's routes (docs/product.md#routes), written once: the path matcher (`classifyPath`), the
 * link mapping (`cmsLinkHref`), the breadcrumbs, the idle prefetch rule, the header's and the
 * screens' links and the sitemaps all read this table. Paths are the French ones in every language.
 */
export type RouteName =
  | 'home'
  | 'page'
  | 'blog'
  | 'blog-post'
  | 'offers'
  | 'offer'
  | 'subsidiaries'
  | 'subsidiary'
  | 'day'
  | 'day-detail'
  | 'contact'
  | 'request-sent'
  | 'coworking'
  | 'spontaneous'
  | 'withdrawal'
  | 'report-follow-up'
  | 'offline'
  | 'form-answer';

/**
 * `single`: one screen at a fixed path; `list`: a fixed path whose documents are `detail`s at
 * `{list}/{slug}`; the CMS pages are the details of the root.
 */
export type RouteShape = 'single' | 'list' | 'detail';

export interface RouteDef {
  /** The path, `{slug}` where a document's slug goes: `/`, `/{slug}`, `/blog`, `/blog/{slug}`. */
  path: string;
  /** Other paths showing the same route (`/home`). */
  aliases?: readonly string[];
  shape: RouteShape;
  /** The list route a detail belongs to (its breadcrumb parent); null at the root. */
  parent: RouteName | null;
  /** The route's name in a breadcrumb trail, where it shows as a parent (or home). */
  crumb: TradKey | null;
  /** The CMS page template that leads here (a menu link to such a page: link mapping). */
  template: PageTemplate | null;
  /** The CMS post type whose documents are this route's details (link mapping). */
  postType: Exclude<MenuLinkTarget['post_type'], 'page'> | null;
  /** Listed in the host's sitemap (its `/script` variant never is). */
  indexable: boolean;
  /** Shows a form (the form engine, the heaviest client code): never prefetched while idle. */
  form: boolean;
}

const route = (def: Partial<RouteDef> & Pick<RouteDef, 'path' | 'shape'>): RouteDef =>
  Object.freeze({
    parent: null,
    crumb: null,
    template: null,
    postType: null,
    indexable: true,
    form: false,
    ...def,
  });

export const ROUTES: Readonly<Record<RouteName, RouteDef>> = Object.freeze({
  home: route({
    path: '/',
    aliases: ['/home'],
    shape: 'single',
    crumb: 'breadcrumbs.home',
    template: 'index',
  }),
  page: route({ path: '/{slug}', shape: 'detail' }),
  blog: route({
    path: '/blog',
    shape: 'list',
    crumb: 'breadcrumbs.news',
    template: 'news',
  }),
  'blog-post': route({
    path: '/blog/{slug}',
    shape: 'detail',
    parent: 'blog',
    postType: 'post',
  }),
  offers: route({
    path: '/nos-offres',
    shape: 'list',
    crumb: 'breadcrumbs.offers',
    template: 'offers',
  }),
  offer: route({
    path: '/nos-offres/{slug}',
    shape: 'detail',
    parent: 'offers',
    postType: 'jobs-post',
    form: true,
  }),
  subsidiaries: route({
    path: '/nos-filiales',
    shape: 'list',
    crumb: 'breadcrumbs.subsidiaries',
    template: 'subsidiaries',
  }),
  subsidiary: route({
    path: '/nos-filiales/{slug}',
    shape: 'detail',
    parent: 'subsidiaries',
    postType: 'subsidiary-post',
  }),
  day: route({
    path: '/une-journee-chez-dav',
    shape: 'list',
    crumb: 'breadcrumbs.day',
    template: 'day-at-the-company',
  }),
  'day-detail': route({
    path: '/une-journee-chez-dav/{slug}',
    shape: 'detail',
    parent: 'day',
  }),
  contact: route({
    path: '/contactez-nous',
    shape: 'single',
    template: 'contact',
    form: true,
  }),
  'request-sent': route({
    path: '/demande-envoyee',
    shape: 'single',
    indexable: false,
  }),
  coworking: route({
    path: '/espace-coworking',
    shape: 'single',
    template: 'coworking',
    form: true,
  }),
  spontaneous: route({
    path: '/candidature-spontanee',
    shape: 'single',
    template: 'spontaneous-application',
    form: true,
  }),
  withdrawal: route({
    path: '/retrait-candidature',
    shape: 'single',
    indexable: false,
  }),
  'report-follow-up': route({
    // The contract's WHISTLEBLOWING_FOLLOW_UP_PAGE (the receipt's link), checked equal in the test.
    path: '/suivi-signalement',
    shape: 'single',
    indexable: false,
    form: true,
  }),
  // docs/product.md#offline: what the service worker shows when a navigation finds no network.
  offline: route({
    path: '/hors-ligne',
    shape: 'single',
    indexable: false,
  }),
  // docs/architecture.md#forms-and-submissions: a form posted without JavaScript that comes back
  // with its values and messages. Only app/api/forms renders it (proxy.ts: any other request 404s).
  'form-answer': route({
    path: '/envoi-formulaire',
    shape: 'single',
    indexable: false,
    form: true,
  }),
});

export const ROUTE_NAMES = Object.freeze(Object.keys(ROUTES) as RouteName[]);

/** The fixed part of a route's path: `/blog` for `/blog/{slug}`, `/` for `/{slug}`. */
export function routeBase(name: RouteName): string {
  const path = ROUTES[name].path;
  return path.endsWith('/{slug}') ? path.slice(0, -'/{slug}'.length) || '/' : path;
}

/**
 * A route's site path: `routePath('offers')` → `/nos-offres`, `routePath('offer', 'dev')` →
 * `/nos-offres/dev`. A detail without a slug (an empty or all-slash one) is its list: never `/blog/`.
 */
export function routePath(name: RouteName, slug?: string): string {
  const base = routeBase(name);
  if (ROUTES[name].shape !== 'detail') return base;
  const s = (slug ?? '').replace(/^\/+|\/+$/g, '');
  if (!s) return base;
  return base === '/' ? `/${s}` : `${base}/${s}`;
}

/** The header's and a subsidiary's "submit a project" link: contact with _you are_ = customer preselected. */
export const CUSTOMER_CONTACT_HREF = `${routePath('contact')}?youare=customer`;

/**
 * Files each host serves from its own route handler (app/[site]/sitemap.xml, robots.txt): never a
 * CMS page slug (neither is a valid slug), so the proxy must not send them to the not-found path.
 */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
export const SITE_FILE_PATHS: readonly string[] = Object.freeze([SITEMAP_PATH, ROBOTS_PATH]);
