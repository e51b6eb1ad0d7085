import { z } from 'zod';
import { LocaleSchema } from './locale';
import { SlugSchema } from './slug';
import { TECHNOLOGY_ID_MAX } from './skills-limits';

/*
 * The skills test (docs/product.md#skills-test) and the candidate check of the application form
 * (docs/product.md#calls: appskills, appskills-candidate). Both are multipart posts without a
 * locale in the path.
 */

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

/** The answer of a withdrawal, from the signed link of a candidate's receipt. */
export const WithdrawalAnswerSchema = z.object({ success: z.literal(true), erased: z.number().int() });
export type WithdrawalAnswer = z.infer<typeof WithdrawalAnswerSchema>;
