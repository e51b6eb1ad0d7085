import { z } from 'zod';

/*
 * The redirects editors manage in the CMS (docs/product.md#redirects), as the website applies
 * them on one language's hosts. Matching and the loop check are @dav/rules (redirects.ts).
 */

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const RedirectSchema = z.object({
  /** Normalised: lower case, no trailing slash, query parameters sorted (`/?p=123`). */
  from: z.string().startsWith('/'),
  /** A path on the same host, or an http(s) address. */
  to: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302)]),
});
export type Redirect = z.infer<typeof RedirectSchema>;

/** GET /wp-json/api/{locale}/redirects: every redirect of that language. */
export const RedirectsResponseSchema = z.object({ items: z.array(RedirectSchema) });
export type RedirectsResponse = z.infer<typeof RedirectsResponseSchema>;
