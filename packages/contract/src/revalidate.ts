import { z } from 'zod';
import { LOCALES, type Locale } from './locale';

/**
 * The cache tags of the website's CMS reads, and the request by which the CMS tells the website
 * to drop them after an edit (POST /api/revalidate, docs/architecture.md#revalidation). Each
 * family has a tag for all of it and one per language (and per slug or name):
 * - `global`, `global:{locale}`: menus, header, footer, translations, languages (every page);
 * - `page`, `page:{locale}:{slug}`: one CMS page in one language (`page` alone: every page);
 * - `forms`, `forms:{locale}:{name}`: a form definition (its options come from subsidiaries and
 *   expertises);
 * - `consent`, `consent:{locale}`: the consent banner's texts, the policy revision and the tag
 *   manager's container (every page, and the proxy's Content-Security-Policy);
 * - `coworking`, `coworking:{locale}`: the coworking content;
 * - `day`, `day:{locale}`: the day-at-DAV content;
 * - `offers`, `offers:{locale}`, `offers:{locale}:{slug}`: the job offers (search panels' lists,
 *   one offer page; `offers` alone: all of them, as an offer shows others as related);
 * - `posts`, `posts:{locale}`, `posts:{locale}:{slug}`: the blog (the list and categories, one
 *   post; `posts` alone: all of them, as a post shows others as related);
 * - `subsidiaries`, `subsidiaries:{locale}`, `subsidiaries:{locale}:{slug}`: the map and its list,
 *   one subsidiary's page (which also reads the `posts` and `offers` tags of its news and offers);
 * - `redirects`, `redirects:{locale}`: the redirects of one language (applied before routing);
 * - `media`: the media files (pictures, captions) the website keeps in its cache to serve them
 *   without asking the CMS each time; no language, a file is the same in all.
 */
export const CACHE_TAG_FAMILIES = [
  'global',
  'page',
  'forms',
  'consent',
  'coworking',
  'day',
  'offers',
  'posts',
  'subsidiaries',
  'redirects',
  'media',
] as const;
export type CacheTagFamily = (typeof CACHE_TAG_FAMILIES)[number];

export const globalTags = (locale: Locale) => ['global', `global:${locale}`];
export const pageTag = (locale: Locale, slug: string) => `page:${locale}:${slug}`;
export const pageTags = (locale: Locale, slug: string) => ['page', pageTag(locale, slug)];
export const formTags = (locale: Locale, name: string) => ['forms', `forms:${locale}:${name}`];
export const consentTags = (locale: Locale) => ['consent', `consent:${locale}`];
export const coworkingTags = (locale: Locale) => ['coworking', `coworking:${locale}`];
export const dayTags = (locale: Locale) => ['day', `day:${locale}`];
export const offersTags = (locale: Locale) => ['offers', `offers:${locale}`];
export const offerTags = (locale: Locale, slug: string) => ['offers', `offers:${locale}:${slug}`];
export const postsTags = (locale: Locale) => ['posts', `posts:${locale}`];
export const postTags = (locale: Locale, slug: string) => ['posts', `posts:${locale}:${slug}`];
export const subsidiariesTags = (locale: Locale) => ['subsidiaries', `subsidiaries:${locale}`];
export const subsidiaryTags = (locale: Locale, slug: string) => [
  'subsidiaries',
  `subsidiaries:${locale}:${slug}`,
];
export const redirectsTags = (locale: Locale) => ['redirects', `redirects:${locale}`];
export const MEDIA_TAG = 'media' satisfies CacheTagFamily;

const TAG_PATTERN = new RegExp(
  `^(?:${CACHE_TAG_FAMILIES.join('|')})(?::(?:${LOCALES.join('|')})(?::[^\\s:]{1,200})?)?$`,
);

/** A tag of the families above, at most 256 characters (Next's limit). */
export const CacheTagSchema = z.string().max(256).regex(TAG_PATTERN, 'unknown cache tag');

/** POST /api/revalidate: 1 to 100 tags, with the shared secret in `x-revalidate-secret`. */
export const RevalidateRequestSchema = z.object({ tags: z.array(CacheTagSchema).min(1).max(100) });
export type RevalidateRequest = z.infer<typeof RevalidateRequestSchema>;

/** The published development value of the secret both apps share: never accepted in production. */
export const DEV_REVALIDATE_SECRET = 'dev-revalidate-secret';

/**
 * What is wrong with the shared secret (REVALIDATE_SECRET) a production server was given, in one
 * line, or null. Both apps check it at start the same way: blank counts as unset.
 */
export function revalidateSecretProblem(value: string | undefined): string | null {
  const secret = value?.trim();
  if (!secret)
    return 'REVALIDATE_SECRET is not set: give the CMS and the website the same long random secret';
  if (secret === DEV_REVALIDATE_SECRET)
    return 'REVALIDATE_SECRET is the published development value: give the CMS and the website a secret of your own';
  return null;
}
