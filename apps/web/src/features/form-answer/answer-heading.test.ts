import { describe, expect, it } from 'vitest';
import type { PostedForm } from '../forms/form-reducer';
import { answerHeading } from './answer-heading';
import { answerStatus } from './answer-status';

const posted = (answer: PostedForm['answer']): PostedForm => ({ values: {}, answer, fileDropped: false });
const t = (key: string) => `«${key}»`;

describe('the answer screen', () => {
  it('is headed as the form’s page, its lead what is wrong', () => {
    expect(answerHeading(t, { posted: posted(null), back: '/contactez-nous' })).toEqual({
      title: '«contact.title»',
      lead: '«form.invalid»',
      titled: true,
    });
    expect(
      answerHeading(t, { posted: posted({ kind: 'failure' }), back: '/candidature-spontanee/script' }),
    ).toMatchObject({ title: '«spontaneous.title»', lead: '«form.failure»' });
    expect(
      answerHeading(t, { posted: posted({ kind: 'rate-limited' }), back: '/nos-offres/dev' }),
    ).toMatchObject({ title: '«offers.apply.title»', lead: '«form.rateLimited»' });
  });

  it('is headed by what is wrong on a page the route table gives no title', () => {
    expect(
      answerHeading(t, { posted: posted({ kind: 'invalid', errors: {} }), back: '/qui-sommes-nous' }),
    ).toEqual({ title: '«form.invalid»', lead: null, titled: false });
  });

  it('heads a report’s receipt as the request-sent page does', () => {
    const receipt = posted({ kind: 'success', body: { receipt: '1234567890123456' } });
    expect(answerHeading(t, { posted: receipt, back: '/contactez-nous' })).toMatchObject({
      title: '«requestSent.report.heading»',
      lead: '«requestSent.report.message»',
    });
    expect(
      answerHeading(t, { posted: posted({ kind: 'success', body: null }), back: '/contactez-nous' }),
    ).toMatchObject({ title: '«requestSent.heading»', lead: '«requestSent.message»' });
  });

  it('answers with the status of what happened', () => {
    expect(answerStatus(posted(null))).toBe(422);
    expect(answerStatus(posted({ kind: 'invalid', errors: { email: 'x' } }))).toBe(422);
    expect(answerStatus(posted({ kind: 'rate-limited' }))).toBe(429);
    expect(answerStatus(posted({ kind: 'duplicate' }))).toBe(409);
    expect(answerStatus(posted({ kind: 'failure' }))).toBe(503);
    expect(answerStatus(posted({ kind: 'success', body: { receipt: '1234567890123456' } }))).toBe(200);
  });
});
