import { isLocale, WithdrawalAnswerSchema } from '@dav/contract';
import { routePath } from '@dav/rules';
import type { Payload, PayloadRequest } from 'payload';
import { contractJson, errorJson } from '../contract/respond';
import { getPayloadClient } from '../lib/payload';
import { signToken, tokenId, verifyToken } from '../lib/signed-token';
import { inTransaction } from '../lib/transaction';
import { eraseCandidate } from '../retention/erase';
import { guardedForm } from './guard';

/*
 * The withdraw link of an application's receipt (docs/product.md#candidates-data): signed with the
 * candidate's random `withdrawKey`, no login, single use (erasing the candidate erases the key).
 */

const PURPOSE = 'application-withdrawal';
/** The site's page that confirms, then posts the token here (apps/web, same path in every language). */
export const WITHDRAWAL_PAGE = routePath('withdrawal');

/** The link for a candidate, on the site they applied from. */
export function withdrawalUrl(siteOrigin: string, candidate: { id: number; withdrawKey: string }): string {
  const url = new URL(WITHDRAWAL_PAGE, siteOrigin);
  url.searchParams.set('token', signToken(PURPOSE, candidate.id, candidate.withdrawKey));
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

/**
 * `POST /wp-json/api/{locale}/application-withdrawal` (multipart: token): erases the candidate's
 * applications, files, skills-test requests and record. 410 when the link was used already, was
 * never ours, or the data is already gone.
 */
export async function handleWithdrawal(request: Request, locale: string): Promise<Response> {
  if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
  const guarded = await guardedForm(request, 'application-withdrawal', 4096);
  if (guarded instanceof Response) return guarded;
  const token = guarded.form.get('token');
  const id = typeof token === 'string' ? Number(tokenId(token)) : NaN;
  const gone = () => errorJson(410, { token: 'This link is no longer valid' });
  if (!Number.isSafeInteger(id) || typeof token !== 'string') return gone();

  const payload = await getPayloadClient();
  const erased = await inTransaction(payload, async (req) => {
    const { docs } = await payload.find({
      collection: 'candidates',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      pagination: false,
      req,
    });
    const candidate = docs[0];
    if (!candidate?.withdrawKey || !verifyToken(PURPOSE, token, candidate.withdrawKey)) return null;
    return eraseCandidate(payload, req, candidate.id);
  });
  if (erased === null) return gone();
  payload.logger.info(`[applications] a candidate withdrew: ${erased} application(s) erased`);
  return contractJson(WithdrawalAnswerSchema, { success: true, erased });
}
