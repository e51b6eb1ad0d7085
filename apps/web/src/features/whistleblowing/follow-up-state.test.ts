import { describe, expect, it } from 'vitest';
import type { ReportFollowUp } from '@dav/contract';
import {
  followUpReducer,
  INITIAL_FOLLOW_UP,
  type FollowUpAction,
  type FollowUpState,
} from './follow-up-state';

const REPORT: ReportFollowUp = {
  status: 'received',
  receivedAt: '2026-11-20T09:30:00.000Z',
  acknowledgedAt: null,
  closedAt: null,
  messages: [],
};
const CODE = '1234567890123456';
const run = (...actions: FollowUpAction[]): FollowUpState =>
  actions.reduce(followUpReducer, INITIAL_FOLLOW_UP);
const typed = (text: string): FollowUpAction => ({ type: 'type', typed: text });

describe('the follow-up page’s states', () => {
  it('opens the report with the right code and forgets what was typed', () => {
    const state = run(
      typed('1234 5678 9012 3456'),
      { type: 'open' },
      { type: 'opened', code: CODE, answer: { kind: 'report', report: REPORT } },
    );
    expect(state).toEqual({ typed: '', code: CODE, report: REPORT, status: 'idle', error: null });
  });

  it('keeps the typed code with the CMS’s message when it is refused, and clears the message on the next try', () => {
    const refused = run(
      typed('1234 5678'),
      { type: 'open' },
      { type: 'opened', code: '1234 5678', answer: { kind: 'refused', message: 'Unknown code' } },
    );
    expect(refused).toMatchObject({
      typed: '1234 5678',
      status: 'refused',
      error: 'Unknown code',
      report: null,
    });
    expect(followUpReducer(refused, { type: 'open' })).toMatchObject({
      status: 'opening',
      error: null,
      typed: '1234 5678',
    });
  });

  it('says when to wait and when the service failed, keeping the typed code', () => {
    for (const kind of ['rate-limited', 'failure'] as const)
      expect(
        run(typed('x'), { type: 'open' }, { type: 'opened', code: 'x', answer: { kind } }),
      ).toMatchObject({
        status: kind,
        typed: 'x',
        report: null,
      });
  });

  it('shows the report read again after a reply; keeps it when reading fails', () => {
    const open = run({ type: 'opened', code: CODE, answer: { kind: 'report', report: REPORT } });
    const replied: ReportFollowUp = {
      ...REPORT,
      messages: [{ from: 'reporter', body: 'More', at: REPORT.receivedAt, files: 1 }],
    };
    expect(
      followUpReducer(open, { type: 'reloaded', answer: { kind: 'report', report: replied } }).report,
    ).toBe(replied);
    expect(followUpReducer(open, { type: 'reloaded', answer: { kind: 'failure' } })).toMatchObject({
      report: REPORT,
      status: 'failure',
    });
    expect(
      followUpReducer(open, { type: 'reloaded', answer: { kind: 'refused', message: 'Unknown code' } }),
    ).toEqual({
      ...INITIAL_FOLLOW_UP,
      status: 'refused',
      error: 'Unknown code',
    });
  });

  it('forgets the code and the report on leaving', () => {
    const open = run({ type: 'opened', code: CODE, answer: { kind: 'report', report: REPORT } });
    expect(followUpReducer(open, { type: 'leave' })).toEqual({ ...INITIAL_FOLLOW_UP, status: 'left' });
  });
});
