import { describe, expect, it } from 'vitest';
import { CandidateTestsSchema, SkillsTestAnswerSchema } from './skills';
import { candidateTestValues, isCandidateTests, isSkillsTestAnswer } from './skills-answer';

describe('the candidate check answer', () => {
  const samples: unknown[] = [
    { hasTests: true, tests: ['react'], hasAccount: false },
    { hasTests: false, tests: [], hasAccount: false },
    { hasTests: 'yes', tests: [], hasAccount: false },
    { hasTests: true, tests: [1], hasAccount: true },
    { hasTests: true, tests: ['x'.repeat(65)], hasAccount: true },
    { hasTests: true, hasAccount: true },
    [],
    null,
    'true',
  ];
  it('is read the same with and without zod', () => {
    for (const body of samples)
      expect([body, isCandidateTests(body)]).toEqual([body, CandidateTestsSchema.safeParse(body).success]);
  });

  it('fills the hidden fields with 1/0 and the technologies joined, or blanks when unknown', () => {
    expect(candidateTestValues({ hasTests: true, tests: ['react', 'sql'], hasAccount: false })).toEqual({
      _email_has_account: '0',
      _email_has_test: '1',
      _email_tests: 'react,sql',
    });
    expect(candidateTestValues(null)).toEqual({
      _email_has_account: '',
      _email_has_test: '',
      _email_tests: '',
    });
  });
});

describe('the skills test answer', () => {
  it('takes an http(s) link or none, never another scheme', () => {
    expect(SkillsTestAnswerSchema.safeParse({ url: 'https://tests.example/t/1?token=a.b' }).success).toBe(
      true,
    );
    expect(SkillsTestAnswerSchema.safeParse({}).success).toBe(true);
    expect(SkillsTestAnswerSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(SkillsTestAnswerSchema.safeParse({ url: 'data:text/html,hi' }).success).toBe(false);
  });
  it('without zod, reads an answer with an http(s) url as a link, one without as none, anything else as not an answer', () => {
    expect(isSkillsTestAnswer({ url: 'https://t.example/1' })).toBe(true);
    expect(isSkillsTestAnswer({})).toBe(true);
    expect(isSkillsTestAnswer({ url: 'javascript:alert(1)' })).toBe(false);
    expect(isSkillsTestAnswer(null)).toBe(false);
    expect(isSkillsTestAnswer([])).toBe(false);
  });

  it('is read the same with and without zod', () => {
    for (const body of [
      { url: 'https://t.example/1' },
      {},
      { url: 'javascript:alert(1)' },
      { url: 7 },
      null,
      [],
    ])
      expect([body, isSkillsTestAnswer(body)]).toEqual([
        body,
        SkillsTestAnswerSchema.safeParse(body).success,
      ]);
  });
});
