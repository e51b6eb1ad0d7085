import { isLocale, WithdrawalAnswerSchema } from '@dav/contract';
import { contractJson, errorJson } from '../lib/respond';
import type { Cms } from '../lib/cms';
import { tokenId, verifyToken } from '../lib/signed-token';
import { WITHDRAWAL_PURPOSE } from '../intake/withdrawal-link';
import { inTransaction } from '../lib/transaction';
import { eraseCandidate } from '../retention/erase';
import { guardedForm } from '../intake/guard';

/**
 * `POST /wp-json/api/{locale}/application-withdrawal` (multipart: token): erases the candidate's
 * applications, files, skills-test requests and record. 410 when the link was used already, was
 * never ours, or the data is already gone.
 */
export async function handleWithdrawal(cms: Cms, request: Request, locale: string): Promise<Response> {
  if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
  const guarded = await guardedForm(request, 'application-withdrawal', 4096);
  if (guarded instanceof Response) return guarded;
  const token = guarded.form.get('token');
  const id = typeof token === 'string' ? Number(tokenId(token)) : NaN;
  const gone = () => errorJson(410, { token: 'This link is no longer valid' });
  if (!Number.isSafeInteger(id) || typeof token !== 'string') return gone();

  const payload = await cms();
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
    if (!candidate?.withdrawKey || !verifyToken(WITHDRAWAL_PURPOSE, token, candidate.withdrawKey))
      return null;
    return eraseCandidate(payload, req, candidate.id);
  });
  if (erased === null) return gone();
  payload.logger.info(`[applications] a candidate withdrew: ${erased} application(s) erased`);
  return contractJson(WithdrawalAnswerSchema, { success: true, erased });
}
