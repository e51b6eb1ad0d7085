import type { PostedForm } from '../forms/form-reducer';

/**
 * The HTTP status of the answer screen: what was refused or failed says so, as the CMS's own
 * answer did (a success shown in place, a report's receipt, is a 200).
 */
export function answerStatus(posted: PostedForm): number {
  switch (posted.answer?.kind ?? 'invalid') {
    case 'success':
      return 200;
    case 'invalid':
      return 422;
    case 'rate-limited':
      return 429;
    case 'duplicate':
      return 409;
    default:
      return 503;
  }
}
