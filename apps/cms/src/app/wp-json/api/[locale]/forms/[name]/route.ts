import { FormDefinitionSchema } from '@dav/contract';
import { loadForm } from '@/intake/load-form';
import { contractRoute } from '@/routes/read-route';
import { contractJson, errorJson, methodNotAllowed, withContractErrors } from '@/lib/respond';
import { APPLICATION, SPONTANEOUS_APPLICATION } from '@/submissions/application-kinds';
import { CONTACT, DAY } from '@/submissions/contact-kinds';
import { handleSubmission } from '@/submissions/handle';
import { getPayloadClient } from '@/routes/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; name: string }> };

/** GET /wp-json/api/{locale}/forms/{name}: a form definition, localised. */
export const GET = contractRoute<{ name: string }>(
  'forms',
  async ({ payload, locale }, { name }) => {
    const form = await loadForm(payload, locale, name);
    if (!form) return errorJson(404, { name: 'Not found' });
    return contractJson(FormDefinitionSchema, FormDefinitionSchema.parse(form));
  },
  { name: 'Not found', locale: 'Not found' },
);

/** Forms that take submissions here; the coworking form posts to /form-coworking. */
const SUBMITTABLE = {
  contact: CONTACT,
  day: DAY,
  application: APPLICATION,
  'spontaneous-application': SPONTANEOUS_APPLICATION,
} as const;

/** POST /wp-json/api/{locale}/forms/{name}: a multipart submission, stored before the answer. */
export function POST(request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('forms submit', async () => {
    const { locale, name } = await params;
    const kind = Object.hasOwn(SUBMITTABLE, name) ? SUBMITTABLE[name as keyof typeof SUBMITTABLE] : null;
    if (!kind) return errorJson(404, { name: 'Not found' });
    return handleSubmission(getPayloadClient, request, locale, kind);
  });
}

export { methodNotAllowed as DELETE, methodNotAllowed as PATCH, methodNotAllowed as PUT };
