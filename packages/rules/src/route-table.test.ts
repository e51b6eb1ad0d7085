import { describe, expect, it } from 'vitest';
import { WHISTLEBLOWING_FOLLOW_UP_PAGE } from '@dav/contract';
import { breadcrumbTrail } from './breadcrumbs';
import { cmsLinkHref, TEMPLATE_PATHS } from './links';
import { CUSTOMER_CONTACT_HREF, ROUTE_NAMES, ROUTES, routeBase, routePath } from './route-table';
import { ROUTE_LINKS } from './route-links';
import { classifyPath, idlePrefetchPath, scriptVariant } from './routes';

/** A path of the route, a sample slug in place of `{slug}`. */
const samplePath = (path: string) => path.replace('{slug}', 'un-exemple');

describe('the route table', () => {
  it('lists the eighteen routes of docs/product.md#routes', () => {
    expect([...ROUTE_NAMES].sort()).toEqual(
      [
        'home',
        'page',
        'blog',
        'blog-post',
        'offers',
        'offer',
        'subsidiaries',
        'subsidiary',
        'day',
        'day-detail',
        'contact',
        'request-sent',
        'coworking',
        'spontaneous',
        'withdrawal',
        'report-follow-up',
        'offline',
        'form-answer',
      ].sort(),
    );
  });

  it.each(ROUTE_NAMES)('%s is reached from somewhere, each source named once', (name) => {
    const sources = ROUTE_LINKS[name];
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('says what links to its routes only', () => {
    expect(Object.keys(ROUTE_LINKS).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it.each(ROUTE_NAMES)('every path of %s classifies back to it', (name) => {
    const def = ROUTES[name];
    for (const path of [def.path, ...(def.aliases ?? [])].map(samplePath)) {
      expect(classifyPath(path).kind).toBe(name);
      expect(classifyPath(scriptVariant(`${path === '/' ? '' : path}/script`).path).kind).toBe(name);
    }
  });

  it.each(ROUTE_NAMES)(
    '%s: a slug only where the path has one, and routePath builds the path back',
    (name) => {
      const def = ROUTES[name];
      const match = classifyPath(samplePath(def.path));
      expect('slug' in match).toBe(def.shape === 'detail');
      expect(routePath(name, 'un-exemple')).toBe(samplePath(def.path));
    },
  );

  it('gives a detail without a slug its list, never a trailing slash', () => {
    expect(routePath('blog-post')).toBe('/blog');
    expect(routePath('offer', '/dev/')).toBe('/nos-offres/dev');
    expect(routePath('page', '')).toBe('/');
    expect(routeBase('subsidiary')).toBe('/nos-filiales');
  });

  it('has distinct paths', () => {
    const paths = ROUTE_NAMES.flatMap((name) => [ROUTES[name].path, ...(ROUTES[name].aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each detail with a parent a list parent that has a breadcrumb name, shown in its trail', () => {
    for (const name of ROUTE_NAMES) {
      const parent = ROUTES[name].parent;
      if (!parent) continue;
      expect(ROUTES[name].shape).toBe('detail');
      expect(ROUTES[parent].shape).toBe('list');
      expect(ROUTES[parent].crumb).toMatch(/^breadcrumbs\./);
      expect(breadcrumbTrail(samplePath(ROUTES[name].path), 'Titre')).toEqual([
        { key: 'breadcrumbs.home', href: '/' },
        { key: ROUTES[parent].crumb, href: ROUTES[parent].path },
        { label: 'Titre', href: null },
      ]);
    }
  });

  it('maps each template to its route and each post type to its details', () => {
    for (const name of ROUTE_NAMES) {
      const { template, postType } = ROUTES[name];
      if (template) expect(TEMPLATE_PATHS[template]).toBe(routePath(name));
      if (postType) {
        const href = cmsLinkHref({
          id: 'x',
          label: 'x',
          external_link: false,
          url: null,
          link: { post_name: 'mon-doc', post_type: postType, page_template: null, post_title: 'x', to: null },
        });
        expect(classifyPath(href)).toEqual({ kind: name, slug: 'mon-doc' });
      }
    }
  });

  it('never prefetches a screen with a form while idle, and may prefetch the others', () => {
    for (const name of ROUTE_NAMES) {
      const path = samplePath(ROUTES[name].path);
      expect(idlePrefetchPath(path, '/ailleurs') === null).toBe(ROUTES[name].form);
    }
  });

  it('keeps the pages reached only after an action, and the offline page, out of the sitemaps', () => {
    expect(ROUTE_NAMES.filter((name) => !ROUTES[name].indexable).sort()).toEqual([
      'form-answer',
      'offline',
      'report-follow-up',
      'request-sent',
      'withdrawal',
    ]);
  });

  it('puts the report follow-up where the receipt sends the reporter', () => {
    expect(ROUTES['report-follow-up'].path).toBe(WHISTLEBLOWING_FOLLOW_UP_PAGE);
  });

  it('links "submit a project" to contact with customer preselected', () => {
    expect(CUSTOMER_CONTACT_HREF).toBe('/contactez-nous?youare=customer');
    expect(classifyPath(CUSTOMER_CONTACT_HREF).kind).toBe('contact');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(ROUTES)).toBe(true);
    expect(Object.isFrozen(ROUTES.blog)).toBe(true);
  });
});
