import { methodNotAllowed, withContractErrors } from '@/lib/respond';
import { handleCandidateCheck } from '@/skills/handle-skills';
import { getPayloadClient } from '@/routes/payload';

export const dynamic = 'force-dynamic';

/** POST /wp-json/api/appskills-candidate: what is known of an address (docs/product.md#calls). */
export function POST(request: Request): Promise<Response> {
  return withContractErrors('appskills-candidate', () => handleCandidateCheck(getPayloadClient, request));
}

export const GET = methodNotAllowed;
