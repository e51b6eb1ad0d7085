import { routePath } from '@dav/rules';
import type { Payload, PayloadRequest } from 'payload';
import { signToken } from '../lib/signed-token';

/*
 * The withdraw link of an application's receipt (docs/product.md#candidates-data): signed with the
 * candidate's random `withdrawKey`, no login, single use (erasing the candidate erases the key).
 */

export const WITHDRAWAL_PURPOSE = 'application-withdrawal';
/** The site's page that confirms, then posts the token here (apps/web, same path in every language). */
export const WITHDRAWAL_PAGE = routePath('withdrawal');

/** The link for a candidate, on the site they applied from. */
export function withdrawalUrl(siteOrigin: string, candidate: { id: number; withdrawKey: string }): string {
  const url = new URL(WITHDRAWAL_PAGE, siteOrigin);
  url.searchParams.set('token', signToken(WITHDRAWAL_PURPOSE, candidate.id, candidate.withdrawKey));
  return url.toString();
}

/** The candidate of an application, with the key of their link (read in `req`'s transaction). */
export async function candidateOfApplication(payload: Payload, req: PayloadRequest, application: number) {
  const found = await payload.findByID({ collection: 'applications', id: application, depth: 1, req });
  const candidate = found.candidate;
  return typeof candidate === 'object' && candidate?.withdrawKey
    ? { id: candidate.id, withdrawKey: candidate.withdrawKey }
    : null;
}
