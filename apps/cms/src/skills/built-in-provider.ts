import type { CandidateTests } from '@dav/contract';
import type { Payload } from 'payload';
import { signToken } from '../lib/signed-token';
import { findCandidate } from '../intake/candidates';
import type { SkillsProvider, SkillsTestRequest } from './provider';

export const SKILLS_TOKEN_PURPOSE = 'skills-test';

/** The template's placeholders filled (each value URL-encoded); unknown ones are left as written. */
export function fillTemplate(template: string, request: SkillsTestRequest): string {
  const values: Record<string, string> = {
    token: signToken(SKILLS_TOKEN_PURPOSE, request.id),
    technologyId: request.target.technologyId,
    subTechnologyId: request.target.idSubTechnology,
    locale: request.target.locale,
  };
  return template.replaceAll(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(values[name]!) : whole,
  );
}

/**
 * The built-in provider: the link of the technology's template in the recruitment settings, with
 * a token signed for this request (the test platform can check it came from us, and which request
 * it answers). What it knows of an address is what this CMS recorded.
 */
export const builtInProvider: SkillsProvider = {
  name: 'built-in',
  async testUrl(payload, request) {
    const settings = await payload.findGlobal({ slug: 'recruitment', depth: 0 });
    const row = settings.skillTests?.find((test) => test.technology === request.target.technology);
    return row ? fillTemplate(row.urlTemplate, request) : null;
  },
  async candidate(payload: Payload, email: string): Promise<CandidateTests> {
    const known = await findCandidate(payload, undefined, email);
    // The same two queries whether the address is known or not (the route's answer time).
    const { docs: tests } = await payload.find({
      collection: 'skill-test-requests',
      where: {
        and: [
          { candidate: { equals: known?.id ?? 0 } },
          { url: { exists: true } },
          { url: { not_equals: '' } },
        ],
      },
      depth: 0,
      pagination: false,
      select: { technology: true },
    });
    const technologies = [...new Set(tests.map((test) => test.technology))];
    return { hasAccount: known !== null, hasTests: technologies.length > 0, tests: technologies };
  },
};
