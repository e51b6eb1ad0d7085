import type { ReportFollowUp } from '@dav/contract';
import type { FollowUpAnswer } from './follow-up-answer';

/*
 * The follow-up page's states (docs/product.md#whistleblowing-follow-up): the code form (typing,
 * opening, refused, too many attempts, failure), then the report on show, until the reporter leaves.
 * The code and the report live here only: in the page's memory, never stored. Pure, so it is tested.
 */

export type FollowUpStatus = 'idle' | 'opening' | 'refused' | 'rate-limited' | 'failure' | 'left';

export interface FollowUpState {
  /** What the code field holds: kept when a code is refused, so it can be corrected. */
  typed: string;
  /** The code of the report on show (its 16 digits), which a reply is sent with. */
  code: string | null;
  report: ReportFollowUp | null;
  status: FollowUpStatus;
  /** The CMS's message for a refused code. */
  error: string | null;
}

export type FollowUpAction =
  | { type: 'type'; typed: string }
  | { type: 'open' }
  /** The answer to a code typed in the form (`code`: its digits, as sent). */
  | { type: 'opened'; code: string; answer: FollowUpAnswer }
  /** The answer to reading the report on show again, after a reply. */
  | { type: 'reloaded'; answer: FollowUpAnswer }
  | { type: 'leave' };

export const INITIAL_FOLLOW_UP: FollowUpState = {
  typed: '',
  code: null,
  report: null,
  status: 'idle',
  error: null,
};

export function followUpReducer(state: FollowUpState, action: FollowUpAction): FollowUpState {
  switch (action.type) {
    case 'type':
      return { ...state, typed: action.typed };
    case 'open':
      return { ...state, status: 'opening', error: null };
    case 'opened':
      return opened(state, action.code, action.answer);
    case 'reloaded':
      if (action.answer.kind === 'report') return { ...state, report: action.answer.report, status: 'idle' };
      // The code no longer opens it (the report was erased): back to the form, with the CMS's words.
      if (action.answer.kind === 'refused') return opened(INITIAL_FOLLOW_UP, '', action.answer);
      return { ...state, status: action.answer.kind };
    case 'leave':
      // Forget everything, the typed code included.
      return { ...INITIAL_FOLLOW_UP, status: 'left' };
  }
}

function opened(state: FollowUpState, code: string, answer: FollowUpAnswer): FollowUpState {
  switch (answer.kind) {
    case 'report':
      return { typed: '', code, report: answer.report, status: 'idle', error: null };
    case 'refused':
      return { ...state, status: 'refused', error: answer.message };
    default:
      return { ...state, status: answer.kind };
  }
}
