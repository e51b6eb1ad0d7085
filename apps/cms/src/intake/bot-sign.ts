import { HONEYPOT_FIELD, STARTED_FIELD } from '@dav/contract';
import { formMinFillMs } from '../env';

/**
 * Why a send looks like a bot's: the honeypot is filled (people never see or reach it), or the
 * form was sent faster than a person fills it. The time trap can be wrong (a text prepared
 * elsewhere, pasted at once), so the whistleblowing channel refuses such a send with a message
 * rather than dropping it (docs/product.md#whistleblowing-follow-up); other forms answer a bot as
 * they would a person.
 */
export function botSign(form: FormData, now = Date.now()): 'honeypot' | 'too-fast' | null {
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== null) return 'honeypot';
  const started = form.get(STARTED_FIELD);
  // Absent: accepted (a browser without JavaScript, or clients that predate the field); present,
  // it must be a sane past time.
  if (started === null) return null;
  const at = typeof started === 'string' ? Number(started) : NaN;
  return !Number.isFinite(at) || now - at < formMinFillMs() ? 'too-fast' : null;
}
