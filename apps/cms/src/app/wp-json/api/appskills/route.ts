import { methodNotAllowed, withContractErrors } from '@/lib/respond';
import { handleSkillsTest } from '@/skills/handle-skills';
import { getPayloadClient } from '@/routes/payload';

export const dynamic = 'force-dynamic';

/** POST /wp-json/api/appskills: a skills-test request (docs/product.md#skills-test). */
export function POST(request: Request): Promise<Response> {
  return withContractErrors('appskills', () => handleSkillsTest(getPayloadClient, request));
}

export const GET = methodNotAllowed;
