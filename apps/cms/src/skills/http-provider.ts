import { CandidateTestsSchema, SkillsTestAnswerSchema, type CandidateTests } from '@dav/contract';
import type { Payload } from 'payload';
import { skillsProviderTimeoutMs } from '../env';
import type { SkillsProvider, SkillsTestRequest } from './provider';

/**
 * POSTs the same multipart as the site's call (docs/product.md#calls) to `{base}{path}` and reads
 * JSON back; null on a timeout, a refused connection, a non-2xx or a body that is not JSON.
 */
async function post(base: string, path: string, parts: Record<string, string>): Promise<unknown> {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) body.append(name, value);
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(skillsProviderTimeoutMs()),
      redirect: 'error',
    });
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return null;
  }
}

function warn(payload: Payload, what: string) {
  // No address or name in the log: only that the platform did not answer usefully.
  payload.logger.warn(`[skills] the skills-test platform gave no usable answer to ${what}`);
}

/** The external platform at `base` (`SKILLS_PROVIDER_URL`): `/appskills` and `/appskills-candidate`. */
export function httpProvider(base: string): SkillsProvider {
  return {
    name: 'http',
    async testUrl(payload, { person, target }: SkillsTestRequest) {
      const answer = SkillsTestAnswerSchema.safeParse(
        await post(base, '/appskills', {
          ...person,
          locale: target.locale,
          technology: target.technology,
          idSubTechnology: target.idSubTechnology,
          technologyId: target.technologyId,
        }),
      );
      if (answer.success && answer.data.url) return answer.data.url;
      warn(payload, 'a test request');
      return null;
    },
    async candidate(payload, email): Promise<CandidateTests | null> {
      const answer = CandidateTestsSchema.safeParse(await post(base, '/appskills-candidate', { email }));
      if (answer.success) return answer.data;
      warn(payload, 'a candidate check');
      return null;
    },
  };
}
