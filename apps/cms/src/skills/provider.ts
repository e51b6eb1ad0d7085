import type { CandidateTests, SkillsTestTarget } from '@dav/contract';
import type { Payload } from 'payload';

/** A skills-test request as the provider gets it: our record's id, the person, the test. */
export interface SkillsTestRequest {
  id: number;
  person: { lastname: string; firstname: string; email: string };
  target: SkillsTestTarget;
}

/**
 * Who gives skills tests (docs/product.md#skills-test): the built-in provider (links set by
 * recruiters in the admin) or an external platform (`SKILLS_PROVIDER_URL`). Neither throws: a
 * provider that cannot answer gives null, which the page shows as "Désolé...".
 */
export interface SkillsProvider {
  readonly name: 'built-in' | 'http';
  /** The link where this request's test is taken, or null. */
  testUrl(payload: Payload, request: SkillsTestRequest): Promise<string | null>;
  /** What the provider knows of an address (the hidden `_email_*` fields), or null. */
  candidate(payload: Payload, email: string): Promise<CandidateTests | null>;
}
