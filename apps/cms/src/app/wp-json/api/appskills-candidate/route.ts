import { methodNotAllowed, withContractErrors } from '@/contract/respond';
import { handleCandidateCheck } from '@/skills/handle-skills';

export const dynamic = 'force-dynamic';

/** POST /wp-json/api/appskills-candidate: what is known of an address (docs/product.md#calls). */
export function POST(request: Request): Promise<Response> {
  return withContractErrors('appskills-candidate', () => handleCandidateCheck(request));
}

export const GET = methodNotAllowed;
