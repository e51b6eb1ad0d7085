import type { NextRequest } from 'next/server';
import { isSitePath } from '@dav/rules';
import { POST_BACK_FIELD, POST_FORM_FIELD, POST_SUCCESS_FIELD } from '@/features/forms/form-post';
import { sendWithoutScript } from '@/features/forms/send-without-script';
import { siteKeyForHostHeader } from '@/lib/site/resolve-site-key';
import { siteContext } from '@/lib/site/site-context';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

/**
 * docs/architecture.md#forms-and-submissions: an engine form the browser posted itself (no
 * JavaScript, or sent before hydration). Checked and sent to the CMS as the visitor; a success is
 * answered 303 with its success page, anything else 303 back to the form's page. A post from
 * another site is refused: its Origin must be this site's.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const site = siteContext(siteKeyForHostHeader(request.headers.get('host')));
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== site.origin) return new Response('Forbidden', { status: 403 });
  const data = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = data?.get(name);
    return typeof value === 'string' ? value : null;
  };
  const backRaw = text(POST_BACK_FIELD);
  const back = backRaw !== null && isSitePath(backRaw) ? backRaw : '/';
  const form = text(POST_FORM_FIELD);
  if (data === null || form === null) return seeOther(back);
  const success = text(POST_SUCCESS_FIELD);
  const answer = await sendWithoutScript(
    success === null ? { form } : { form, successHref: success === '' ? null : success },
    data,
    request.headers,
  );
  return seeOther('redirect' in answer ? answer.redirect : back);
}
