import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from './errors';
import { SubmissionAcceptedSchema } from './submission';
import { fieldErrorsOf, isSubmissionAccepted, receiptOf } from './submission-answer';

const BODIES: unknown[] = [
  { success: true },
  { success: true, extra: 1 },
  { success: true, receipt: '1234567890123456' },
  { success: true, receipt: '1234 5678 9012 3456' },
  { success: true, receipt: 1234567890123456 },
  { success: false },
  { success: 'true' },
  {},
  null,
  undefined,
  'success',
  [],
  [{ success: true }],
  { errors: {} },
  { errors: { email: 'Veuillez renseigner une adresse mail valide.' } },
  { errors: { email: 'x', cv: 'y' }, other: true },
  { errors: { email: 3 } },
  { errors: ['x'] },
  { errors: null },
  { errors: 'x' },
];

describe('the zod-free readings of a submission answer', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body) ?? 'undefined', body]))(
    'agree with the contract schemas on %s',
    (_, body) => {
      expect(isSubmissionAccepted(body)).toBe(SubmissionAcceptedSchema.safeParse(body).success);
      const parsed = ErrorResponseSchema.safeParse(body);
      expect(fieldErrorsOf(body)).toEqual(parsed.success ? parsed.data.errors : null);
    },
  );
});

describe('receiptOf', () => {
  it('reads the 16 digits of an accepted report, and nothing else', () => {
    expect(receiptOf({ success: true, receipt: '1234567890123456' })).toBe('1234567890123456');
    expect(receiptOf({ success: true })).toBeNull();
    expect(receiptOf({ success: true, receipt: '12345' })).toBeNull();
    expect(receiptOf(null)).toBeNull();
  });
});
