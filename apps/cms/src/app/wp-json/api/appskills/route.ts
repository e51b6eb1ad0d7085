import { methodNotAllowed, withContractErrors } from '@/contract/respond';
import { handleSkillsTest } from '@/skills/handle-skills';

export const dynamic = 'force-dynamic';

/** POST /wp-json/api/appskills: a skills-test request (docs/product.md#skills-test). */
export function POST(request: Request): Promise<Response> {
  return withContractErrors('appskills', () => handleSkillsTest(request));
}

export const GET = methodNotAllowed;
