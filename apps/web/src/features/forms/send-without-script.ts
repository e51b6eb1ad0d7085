import 'server-only';
import { formActionFor, HONEYPOT_FIELD, IDEMPOTENCY_KEY_HEADER, receiptOf } from '@dav/contract';
import { isSitePath, validateForm } from '@dav/rules';
import { getForm } from '@/lib/cms';
import { FORWARDED_FOR } from '@/lib/proxy/forwarded-for';
import { postAsVisitor } from '@/lib/proxy/post-as-visitor';
import { siteKeyForHostHeader } from '@/lib/site/resolve-site-key';
import { siteContext } from '@/lib/site/site-context';
import type { PostedForm } from './form-reducer';
import { today } from './form-values';
import { postWithRetries } from './post-with-retries';
import { postedValues, valuesToShowAgain } from './posted-values';
import { readAnswer, submissionBody, withSentLabels, type SubmitAnswer } from './submission';

/** Where a form posted without JavaScript goes: its CMS definition, and the page after a success. */
export interface SendTarget {
  /** The definition's name (`contact`, `candidature`…). */
  form: string;
  /** As the engine's `successHref`: undefined → the definition's successTarget; null → in place. */
  successHref?: string | null;
}

/** The CMS's form names: anything else is not looked up (each name read is a cache entry). */
const FORM_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/**
 * docs/architecture.md#forms-and-submissions: the engine's form as the browser posts it itself
 * (JavaScript off, or a send before the page was ready). The site checks it with the rules the
 * engine uses, posts it to the CMS as the visitor, then answers as the engine would: a redirect
 * (303) to the success page, or what the answer screen shows again: the values (never a file) and
 * the answer. Null when there is no such form: nothing to show again. Nothing sent is put in a URL
 * or a cookie. The cached page cannot give each visitor an idempotency key, so the key is made
 * here, once per post received: the site's own retries to the CMS (a lost answer, a 5xx) store
 * it once, but a browser sending the page again ("resend the form?") is a new post
 * (docs/architecture.md#idempotent-submissions).
 */
export async function sendWithoutScript(
  target: SendTarget,
  data: FormData,
  request: Headers,
): Promise<PostedForm | { redirect: string } | null> {
  if (typeof target?.form !== 'string' || !FORM_NAME.test(target.form)) return null;
  const site = siteContext(siteKeyForHostHeader(request.get('host')));
  const definition = await getForm(site.locale, target.form);
  if (definition === null) return null;

  const values = postedValues(definition, data);
  const shown = valuesToShowAgain(values);
  if (!validateForm(definition, values, site.locale, { today: today() }).valid)
    return { ...shown, answer: null };

  const honeypot = data.get(HONEYPOT_FIELD);
  const body = submissionBody(definition, withSentLabels(definition, values), {
    startedAt: null,
    honeypot: typeof honeypot === 'string' ? honeypot : '',
  });
  let answer: SubmitAnswer;
  const headers = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
  try {
    const response = await postWithRetries(() =>
      postAsVisitor(
        formActionFor(definition.action, site.locale),
        body,
        { origin: site.origin, forwardedFor: request.get(FORWARDED_FOR) },
        undefined,
        headers,
      ),
    );
    answer = await readAnswer(response);
  } catch {
    answer = { kind: 'failure' };
  }
  if (answer.kind !== 'success') return { ...shown, answer };

  // A report's receipt code is shown in place: the request-sent page could only have it in memory.
  const receipt = receiptOf(answer.body);
  const next = target.successHref === undefined ? definition.successTarget : target.successHref;
  if (receipt === null && typeof next === 'string' && isSitePath(next)) return { redirect: next };
  return {
    values: {},
    answer: { kind: 'success', body: receipt === null ? null : { receipt } },
    fileDropped: false,
  };
}
