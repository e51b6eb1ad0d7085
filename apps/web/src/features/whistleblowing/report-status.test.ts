import { describe, expect, it } from 'vitest';
import type { ReportFollowUp } from '@dav/contract';
import {
  authorLabel,
  deadlineLine,
  filesLabel,
  formatMoment,
  reportDates,
  statusLabel,
  type ReportStrings,
} from './report-status';

const EN: ReportStrings = {
  statusLabel: 'Status',
  status: {
    received: 'Received',
    acknowledged: 'Acknowledged',
    'in-progress': 'Being handled',
    closed: 'Closed',
  },
  receivedAt: 'Received on',
  acknowledgedAt: 'Acknowledged on',
  closedAt: 'Closed on',
  acknowledgeBy: 'Acknowledgement due by: {date}',
  feedbackBy: 'Feedback on the follow-up due by: {date}',
  fromCompliance: 'Compliance team',
  fromReporter: 'You',
  fileOne: '1 file attached',
  fileMany: '{count} files attached',
};

const REPORT: ReportFollowUp = {
  status: 'received',
  receivedAt: '2026-11-20T09:30:00.000Z',
  acknowledgedAt: null,
  closedAt: null,
  messages: [],
};

describe('a report’s follow-up in words', () => {
  it('names each status', () => {
    expect(statusLabel('received', EN)).toBe('Received');
    expect(statusLabel('in-progress', EN)).toBe('Being handled');
    expect(statusLabel('closed', EN)).toBe('Closed');
  });

  it('says who wrote a message without naming anyone', () => {
    expect(authorLabel('compliance', EN)).toBe('Compliance team');
    expect(authorLabel('reporter', EN)).toBe('You');
  });

  it('counts the files, and says nothing without any', () => {
    expect(filesLabel(0, EN)).toBeNull();
    expect(filesLabel(1, EN)).toBe('1 file attached');
    expect(filesLabel(3, EN)).toBe('3 files attached');
  });

  it('lists the dates that are known, in the visitor’s language and the group’s time zone', () => {
    expect(reportDates(REPORT, EN, 'en')).toEqual([
      { label: 'Received on', iso: REPORT.receivedAt, text: 'November 20, 2026' },
    ]);
    const closed = { ...REPORT, acknowledgedAt: '2026-11-21T23:30:00Z', closedAt: '2026-12-01T10:00:00Z' };
    expect(reportDates(closed, EN, 'fr').map((date) => date.text)).toEqual([
      '20 novembre 2026',
      '22 novembre 2026',
      '1 décembre 2026',
    ]);
    expect(formatMoment('fr', '2026-11-20T13:05:00Z')).toBe('20 novembre 2026 à 14:05');
  });

  it('gives the next deadline: acknowledgement within 7 days, then feedback within 3 months, none once closed', () => {
    expect(deadlineLine(REPORT, EN, 'en')).toBe('Acknowledgement due by: November 27, 2026');
    const acknowledged = {
      ...REPORT,
      status: 'acknowledged',
      acknowledgedAt: '2026-11-23T09:00:00Z',
    } as const;
    expect(deadlineLine(acknowledged, EN, 'en')).toBe('Feedback on the follow-up due by: February 23, 2027');
    expect(
      deadlineLine({ ...acknowledged, status: 'closed', closedAt: '2026-12-01T10:00:00Z' }, EN, 'en'),
    ).toBeNull();
  });
});
