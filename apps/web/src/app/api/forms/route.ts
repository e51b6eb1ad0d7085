import type { NextRequest } from 'next/server';
import { isSitePath } from '@dav/rules';
import { FORM_ANSWER_HEADER, signedAnswerHeader } from '@/features/form-answer/answer-header';
import { FORM_ANSWER_PATH } from '@/features/form-answer/answer-path';
import { answerStatus } from '@/features/form-answer/answer-status';
import { answerStore } from '@/features/form-answer/answer-store';
import { renderOwnPage } from '@/features/form-answer/render-own-page';
import { POST_BACK_FIELD, POST_FORM_FIELD, POST_SUCCESS_FIELD } from '@/features/forms/form-post';
import { sendWithoutScript } from '@/features/forms/send-without-script';
import { revalidateSecret } from '@/lib/env';
import { siteKeyForHostHeader } from '@/lib/site/resolve-site-key';
import { siteContext } from '@/lib/site/site-context';

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

/**
 * docs/architecture.md#forms-and-submissions: an engine form the browser posted itself (no
 * JavaScript, or sent before hydration). Checked and sent to the CMS as the visitor; a success is
 * answered 303 with its success page. Anything else (and a success shown in place, a report's
 * receipt) is answered here with the answer screen: the form again with its values and messages.
 * A post from another site is refused: its Origin must be this site's.
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
  const successHref = success === null ? undefined : success === '' ? null : success;
  const answer = await sendWithoutScript(
    successHref === undefined ? { form } : { form, successHref },
    data,
    request.headers,
  );
  if (answer === null) return seeOther(back);
  if ('redirect' in answer) return seeOther(answer.redirect);

  const id = answerStore().keep({ form, locale: site.locale, back, successHref, posted: answer });
  const page = await renderOwnPage(FORM_ANSWER_PATH, request.headers.get('host') ?? '', {
    [FORM_ANSWER_HEADER]: signedAnswerHeader(id, revalidateSecret()),
  }).catch(() => null);
  // No answer screen (the server did not render it): the form's page, empty, rather than nothing.
  if (page === null || page.status !== 200) {
    answerStore().take(id);
    return seeOther(back);
  }
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  // The page's own policy (proxy.ts opens it to the tag manager when one is set).
  const policy = page.headers['content-security-policy'];
  if (typeof policy === 'string') headers.set('content-security-policy', policy);
  return new Response(page.html, { status: answerStatus(answer), headers });
}
