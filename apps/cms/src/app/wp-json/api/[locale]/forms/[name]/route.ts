import { FormDefinitionSchema, isLocale } from '@dav/contract';
import { loadForm } from '@/contract/load-form';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; name: string }> };

/** GET /wp-json/api/{locale}/forms/{name}: a form definition, localised. */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('forms', async () => {
    const { locale, name } = await params;
    if (!isLocale(locale)) return errorJson(404, { name: 'Not found', locale: 'Not found' });
    const form = await loadForm(await getPayloadClient(), locale, name);
    if (!form) return errorJson(404, { name: 'Not found' });
    return contractJson(FormDefinitionSchema, FormDefinitionSchema.parse(form));
  });
}

// Submissions (POST) come with the next slice; until then other methods answer a JSON 405.
export { methodNotAllowed as DELETE, methodNotAllowed as PATCH, methodNotAllowed as POST, methodNotAllowed as PUT };
