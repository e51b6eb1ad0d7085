import { useReducer, useRef } from 'react';
import { normalizeReceiptCode } from '@dav/rules';
import { readFollowUpAnswer, type FollowUpAnswer } from './follow-up-answer';
import { followUpReducer, INITIAL_FOLLOW_UP } from './follow-up-state';

/**
 * Runs the follow-up page's states: posts the code (multipart, to the site's own origin: never in
 * a URL) and reads the answer. An answer that comes back after the reporter left is dropped.
 */
export function useFollowUp(path: string, codeField: string) {
  const [state, dispatch] = useReducer(followUpReducer, INITIAL_FOLLOW_UP);
  // Bumped on leaving: answers to earlier questions no longer concern anyone on the page.
  const visit = useRef(0);

  const ask = async (code: string): Promise<FollowUpAnswer> => {
    const body = new FormData();
    body.append(codeField, code);
    return fetch(path, { method: 'POST', body })
      .then(readFollowUpAnswer)
      .catch(() => ({ kind: 'failure' }) as const);
  };

  const open = async () => {
    if (state.status === 'opening') return;
    // Sent as 16 digits when it reads as a code; anything else as typed, for the CMS to refuse.
    const code = normalizeReceiptCode(state.typed) ?? state.typed.trim();
    const current = visit.current;
    dispatch({ type: 'open' });
    const answer = await ask(code);
    if (visit.current === current) dispatch({ type: 'opened', code, answer });
  };

  /** Reads the report on show again (after a reply, to show it). */
  const reload = async () => {
    if (state.code === null) return;
    const current = visit.current;
    const answer = await ask(state.code);
    if (visit.current === current) dispatch({ type: 'reloaded', answer });
  };

  const leave = () => {
    visit.current += 1;
    dispatch({ type: 'leave' });
  };

  const type = (typed: string) => dispatch({ type: 'type', typed });

  return { state, type, open, reload, leave };
}
