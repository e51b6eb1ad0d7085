import { describe, expect, it } from 'vitest';
import { validateForm } from '../forms/validate';
import {
  acknowledgeBy,
  daysLate,
  feedbackBy,
  followUpReplyDefinition,
  formatReceiptCode,
  nextReportDeadline,
  normalizeReceiptCode,
} from '.';

describe('the receipt code', () => {
  it('is shown in groups of four and read back with or without spaces and dashes', () => {
    expect(formatReceiptCode('1234567890123456')).toBe('1234 5678 9012 3456');
    expect(normalizeReceiptCode(' 1234 5678-9012 3456 ')).toBe('1234567890123456');
  });

  it('is refused whole, whatever is wrong with it', () => {
    for (const typed of ['123456789012345', '12345678901234567', '1234 5678 9012 345a', '', null, 42])
      expect(normalizeReceiptCode(typed)).toBeNull();
  });
});

describe('a report’s deadlines (Directive 2019/1937 art. 9)', () => {
  const receivedAt = new Date('2026-01-10T09:00:00Z');

  it('asks for an acknowledgement within 7 days', () => {
    expect(acknowledgeBy(receivedAt).toISOString()).toBe('2026-01-17T09:00:00.000Z');
    expect(nextReportDeadline({ status: 'received', receivedAt })).toEqual({
      kind: 'acknowledge',
      due: new Date('2026-01-17T09:00:00Z'),
    });
  });

  it('then feedback within 3 months of the acknowledgement, or of the end of the 7 days', () => {
    const acknowledgedAt = new Date('2026-01-12T10:00:00Z');
    expect(feedbackBy({ receivedAt, acknowledgedAt }).toISOString()).toBe('2026-04-12T10:00:00.000Z');
    expect(feedbackBy({ receivedAt }).toISOString()).toBe('2026-04-17T09:00:00.000Z');
    expect(nextReportDeadline({ status: 'in-progress', receivedAt, acknowledgedAt })?.kind).toBe('feedback');
    expect(nextReportDeadline({ status: 'closed', receivedAt, acknowledgedAt })).toBeNull();
  });

  it('counts the days late', () => {
    const deadline = nextReportDeadline({ status: 'received', receivedAt })!;
    expect(daysLate(deadline, new Date('2026-01-20T09:00:00Z'))).toBe(3);
    expect(daysLate(deadline, new Date('2026-01-16T09:00:00Z'))).toBe(-1);
  });
});

describe('the reporter’s reply', () => {
  it('needs a message; a file is optional but checked, with a message that speaks of a file, not a CV', () => {
    const form = followUpReplyDefinition('en');
    expect(form.action).toBe('/wp-json/api/en/whistleblowing-follow-up/reply');
    expect(validateForm(form, {}, 'en').errors).toEqual({ message: 'Please fill in this required field' });
    expect(validateForm(form, { message: 'More facts' }, 'en').errors).toEqual({});
    const big = { name: 'proof.pdf', size: 2_000_000, type: 'application/pdf' };
    expect(validateForm(form, { message: 'x', file: big }, 'en').errors.file).toBe(
      'The maximum allowed file size is 1MB. Please try again with a smaller file.',
    );
  });
});
