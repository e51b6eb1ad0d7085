import { z } from 'zod';
import { LocaleSchema } from './locale';
import { SlugSchema } from './slug';

/*
 * The skills test (docs/product.md#skills-test) and the candidate check of the application form
 * (docs/product.md#calls: appskills, appskills-candidate). Both are multipart posts without a
 * locale in the path.
 */

export const SKILLS_TEST_PATH = '/wp-json/api/appskills';
export const SKILLS_CANDIDATE_PATH = '/wp-json/api/appskills-candidate';

/** Longest technology id the CMS accepts (the ids are the testing platform's). */
export const TECHNOLOGY_ID_MAX = 64;
const technologyId = z.string().trim().min(1).max(TECHNOLOGY_ID_MAX);

/**
 * The request's parts besides the person (lastname, firstname, email: checked as form fields, so
 * each gets its message in the candidate's language).
 */
export const SkillsTestTargetSchema = z.object({
  locale: LocaleSchema,
  technology: SlugSchema,
  idSubTechnology: technologyId,
  technologyId,
});
export type SkillsTestTarget = z.infer<typeof SkillsTestTargetSchema>;

/** A `url` means the test can be taken there; none means the service could not give one. */
export const SkillsTestAnswerSchema = z.object({ url: z.url({ protocol: /^https?$/ }).optional() });
export type SkillsTestAnswer = z.infer<typeof SkillsTestAnswerSchema>;

/** What the platform knows of an address: the hidden `_email_*` fields of the job application. */
export const CandidateTestsSchema = z.object({
  hasTests: z.boolean(),
  tests: z.array(z.string().max(TECHNOLOGY_ID_MAX)).max(100),
  hasAccount: z.boolean(),
});
export type CandidateTests = z.infer<typeof CandidateTestsSchema>;

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

/** The withdrawal of a candidate's applications, from the signed link of their receipt. */
export const WithdrawalRequestSchema = z.object({ token: z.string().min(10).max(400) });
export const WithdrawalAnswerSchema = z.object({ success: z.literal(true), erased: z.number().int() });
export type WithdrawalAnswer = z.infer<typeof WithdrawalAnswerSchema>;
export const withdrawalPath = (locale: string) => `/wp-json/api/${locale}/application-withdrawal`;

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
