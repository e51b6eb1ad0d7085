import { describe, expect, it } from 'vitest';
import { REPORT_FOLLOW_UP_STATUSES, ReportFollowUpSchema } from '@dav/contract';
import { isReportFollowUp, readFollowUpAnswer } from './follow-up-answer';

const REPORT = {
  status: 'in-progress',
  receivedAt: '2026-11-20T09:30:00.000Z',
  acknowledgedAt: '2026-11-21T10:00:00+01:00',
  closedAt: null,
  messages: [
    { from: 'compliance', body: 'Thank you, we are looking into it.', at: '2026-11-21T10:00:00Z', files: 0 },
    { from: 'reporter', body: 'Here is the invoice.', at: '2026-11-22T08:00:00.123Z', files: 1 },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('reading a report’s follow-up without zod', () => {
  const cases: [string, unknown][] = [
    ['a report', REPORT],
    ['no message yet', { ...REPORT, messages: [] }],
    ['a closed report', { ...REPORT, status: 'closed', closedAt: '2026-11-25T12:00:00Z' }],
    ['an unknown status', { ...REPORT, status: 'archived' }],
    ['a date without a zone', { ...REPORT, receivedAt: '2026-11-20T09:30:00' }],
    ['a date alone', { ...REPORT, receivedAt: '2026-11-20' }],
    ['no closing date at all', { ...REPORT, closedAt: undefined }],
    ['a staff member named', { ...REPORT, messages: [{ ...REPORT.messages[0], from: 'Jane Doe' }] }],
    ['a count of files that is no count', { ...REPORT, messages: [{ ...REPORT.messages[0], files: 1.5 }] }],
    ['a body that is markup in an object', { ...REPORT, messages: [{ ...REPORT.messages[0], body: {} }] }],
    ['no messages list', { ...REPORT, messages: null }],
    ['a list', [REPORT]],
    ['nothing', null],
  ];
  it.each(cases)('agrees with ReportFollowUpSchema on %s', (_, body) => {
    expect(isReportFollowUp(body)).toBe(ReportFollowUpSchema.safeParse(body).success);
  });

  it.each(REPORT_FOLLOW_UP_STATUSES)('knows the status %s', (status) => {
    expect(isReportFollowUp({ ...REPORT, status })).toBe(true);
  });
});

describe('the follow-up route’s answers', () => {
  it('opens the report on a 200 that is one', async () => {
    expect(await readFollowUpAnswer(json(200, REPORT))).toEqual({ kind: 'report', report: REPORT });
  });

  it('says the CMS’s own message when the code opens nothing', async () => {
    const answer = await readFollowUpAnswer(
      json(422, { errors: { code: 'Ce code ne correspond à aucun signalement.' } }),
    );
    expect(answer).toEqual({ kind: 'refused', message: 'Ce code ne correspond à aucun signalement.' });
  });

  it('asks to wait after too many attempts', async () => {
    expect(await readFollowUpAnswer(json(429, { errors: { server: 'Too many requests' } }))).toEqual({
      kind: 'rate-limited',
    });
  });

  it('is a failure otherwise: a 200 that is no report, a 422 without the code, a 502, no JSON', async () => {
    for (const response of [
      json(200, { success: true }),
      json(422, { errors: { message: 'x' } }),
      json(502, { errors: { server: 'Service unavailable' } }),
      new Response('<html>', { status: 500 }),
    ])
      expect(await readFollowUpAnswer(response)).toEqual({ kind: 'failure' });
  });
});
