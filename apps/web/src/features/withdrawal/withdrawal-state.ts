import { routePath } from '@dav/rules';
import { isSignedTokenShape } from '@dav/contract';

/** The screen's path, the same in every language (docs/product.md#candidates-data). */
export const WITHDRAWAL_PATH = routePath('withdrawal');
/** Where its form posts (a route handler, app/api/withdrawal: no JavaScript needed). */
export const WITHDRAWAL_CONFIRM_PATH = '/api/withdrawal';

/** What the screen shows, read from its query: `?token=` to confirm, `?etat=` once done. */
export type WithdrawalState =
  | { step: 'confirm'; token: string }
  | { step: 'done' }
  | { step: 'invalid' }
  | { step: 'failure'; token: string | null };

/** A token that could be one of the CMS's (its check is the CMS's); anything else is invalid. */
export const isTokenShaped = isSignedTokenShape;

export function withdrawalState(query: Record<string, string | string[] | undefined>): WithdrawalState {
  const etat = typeof query.etat === 'string' ? query.etat : null;
  const token = isTokenShaped(query.token) ? query.token : null;
  if (etat === 'efface') return { step: 'done' };
  if (etat === 'erreur') return { step: 'failure', token };
  if (etat === 'invalide' || token === null) return { step: 'invalid' };
  return { step: 'confirm', token };
}

/** The CMS's answer → the query of the screen to show next. */
export function nextQuery(status: number | null, token: string): string {
  if (status === 200) return '?etat=efface';
  if (status === 410 || status === 404 || status === 400) return '?etat=invalide';
  return `?etat=erreur&token=${encodeURIComponent(token)}`;
}
