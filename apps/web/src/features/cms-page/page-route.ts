import { isSlug } from '@dav/contract';
import { classifyPath, scriptVariant, SITE_FILE_PATHS } from '@dav/rules';

/** What the catch-all renders for a path: a CMS page (home included), or its `/script` variant. */
export interface CmsPageRoute {
  /** The visible path without the `/script` suffix (`/`, `/home`, `/a-propos`). */
  pathname: string;
  slug: string;
  home: boolean;
  script: boolean;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Path segments → the CMS page to show, or null (→ 404). The spec's other routes (blog, offers,
 * contact…) have their own screens: until they exist they are not found either.
 */
export function cmsPageRoute(segments: readonly string[]): CmsPageRoute | null {
  const decoded = segments.map(decodeSegment);
  if (decoded.some((s) => s === null)) return null;
  const variant = scriptVariant(`/${decoded.join('/')}`);
  const match = classifyPath(variant.path);
  if (match.kind === 'home')
    return { pathname: variant.path, slug: 'home', home: true, script: variant.script };
  if (match.kind !== 'page' || !isSlug(match.slug)) return null;
  return { pathname: variant.path, slug: match.slug, home: false, script: variant.script };
}

/**
 * Paths that can never show anything (too deep, or not a possible slug). The proxy sends them
 * all to one internal not-found path, so scanners hitting random URLs do not fill the page cache
 * with one stored 404 each.
 */
export function isUnroutablePath(pathname: string): boolean {
  // Files of the host with their own route handler (app/[site]/sitemap.xml, robots.txt).
  if (SITE_FILE_PATHS.includes(pathname)) return false;
  const match = classifyPath(scriptVariant(pathname).path);
  if (match.kind === 'unknown') return true;
  // A page, an offer, a post…: a slug the CMS cannot hold finds nothing.
  if (!('slug' in match)) return false;
  const slug = decodeSegment(match.slug);
  return slug === null || !isSlug(slug);
}

/** The internal path every unroutable path is rewritten to (not a valid slug, so a 404). */
export const UNROUTABLE_PATH = '/~not-found';
