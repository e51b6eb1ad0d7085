import type { CandidateTests } from './skills';
import { TECHNOLOGY_ID_MAX } from './skills-limits';

/*
 * The zod-free half of the skills contract (docs/product.md#skills-test), for the browser: the
 * paths, the hidden fields of the candidate check and its answer's check (skills.ts holds the
 * schemas; skills.test.ts holds both readings equal).
 */

export const SKILLS_TEST_PATH = '/wp-json/api/appskills';
export const SKILLS_CANDIDATE_PATH = '/wp-json/api/appskills-candidate';

/** The hidden fields of a job application those answers fill (docs/product.md#calls). */
export const CANDIDATE_TEST_FIELDS = {
  hasAccount: '_email_has_account',
  hasTests: '_email_has_test',
  tests: '_email_tests',
} as const;

/** The hidden values as the form sends them: '1'/'0' and the technologies joined by commas. */
export function candidateTestValues(tests: CandidateTests | null): Record<string, string> {
  return {
    [CANDIDATE_TEST_FIELDS.hasAccount]: tests ? (tests.hasAccount ? '1' : '0') : '',
    [CANDIDATE_TEST_FIELDS.hasTests]: tests ? (tests.hasTests ? '1' : '0') : '',
    [CANDIDATE_TEST_FIELDS.tests]: tests ? tests.tests.join(',') : '',
  };
}

/** `CandidateTestsSchema` without zod, for the browser (skills.test.ts holds them equal). */
export function isCandidateTests(body: unknown): body is CandidateTests {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { hasTests, tests, hasAccount } = body as Record<string, unknown>;
  return (
    typeof hasTests === 'boolean' &&
    typeof hasAccount === 'boolean' &&
    Array.isArray(tests) &&
    tests.length <= 100 &&
    tests.every((test) => typeof test === 'string' && test.length <= TECHNOLOGY_ID_MAX)
  );
}

/** The CMS route that erases a candidate's data from the receipt's signed link. */
export const withdrawalPath = (locale: string) => `/wp-json/api/${locale}/application-withdrawal`;

/** `SkillsTestAnswerSchema` without zod: an object, with an http(s) `url` when there is a test. */
export function isSkillsTestAnswer(body: unknown): body is { url?: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const url = (body as { url?: unknown }).url;
  return url === undefined || (typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url));
}

/** The shape of a token the CMS signs (`{id}.{HMAC-SHA256 in base64url}`), checked before asking it. */
export const SIGNED_TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,40})\.[A-Za-z0-9_-]{43}$/;
export const isSignedTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && SIGNED_TOKEN_PATTERN.test(value);
