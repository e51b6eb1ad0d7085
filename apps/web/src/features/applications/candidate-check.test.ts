import { describe, expect, it } from 'vitest';
import { candidateCheck } from './candidate-check';

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('the candidate check before a job application', () => {
  it('fills the hidden fields from appskills-candidate', async () => {
    let sent: FormData | null = null;
    const fetcher = (async (_url: string, init: RequestInit) => {
      sent = init.body as FormData;
      return new Response(JSON.stringify({ hasTests: true, tests: ['react'], hasAccount: true }));
    }) as unknown as typeof fetch;
    expect(await candidateCheck({ email: ' ada@example.com ' }, fetcher)).toEqual({
      _email_has_account: '1',
      _email_has_test: '1',
      _email_tests: 'react',
    });
    expect(sent!.get('email')).toBe('ada@example.com');
  });

  it('gives nothing, without throwing, on any failure: the application is sent anyway', async () => {
    expect(await candidateCheck({ email: 'a@b.fr' }, answering(503, { errors: {} }))).toEqual({});
    expect(await candidateCheck({ email: 'a@b.fr' }, answering(200, { hasTests: 'yes' }))).toEqual({});
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await candidateCheck({ email: 'a@b.fr' }, refused)).toEqual({});
    expect(await candidateCheck({ email: '' }, answering(200, {}))).toEqual({});
  });
});
