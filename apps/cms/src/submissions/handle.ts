import {
  CANDIDATE_TEST_FIELDS,
  FormDefinitionSchema,
  isLocale,
  SubmissionAcceptedSchema,
} from '@dav/contract';
import {
  calendarDayIn,
  defaultMessage,
  COMPANY_TIME_ZONE,
  submittableValues,
  unknownChoices,
  LABELS_FIELD,
} from '@dav/rules';
import type { Payload } from 'payload';
import { loadForm } from '../intake/load-form';
import { contractJson, errorJson } from '../lib/respond';
import type { Cms } from '../lib/cms';
import { publicSiteOrigin } from '../lib/public-site';
import { queueSubmissionMails } from '../notifications/queue-mails';
import { runMailQueue } from '../mail/runner';
import { botSign } from '../intake/bot-sign';
import { guardedForm } from '../intake/guard';
import { recomputeHiddenValues } from './hidden-values';
import { FileStorageUnavailable, STORAGE_UNAVAILABLE } from '../storage/unavailable';
import { idempotencyKeyOf, type Replay } from '../intake/idempotency';
import { checkedPost, sentPost, storedOnce } from '../intake/steps';
import { ApplicationLimitReached, storeSubmission } from './store';
import type { SubmissionKind } from './kind';

/** Hidden values the CMS recomputes (hidden-values.ts): not part of what the visitor sent. */
const RECOMPUTED = [LABELS_FIELD, ...Object.values(CANDIDATE_TEST_FIELDS)];

/** A repeat's answer: the first one's body again (idempotency.ts), or the 422 of other content. */
const answerOfReplay = (replay: Replay | Response): Response =>
  replay instanceof Response ? replay : contractJson(SubmissionAcceptedSchema, replay.body as never);

/**
 * A submission, start to end: locale → idempotency key (a malformed one: 400) → origin → rate →
 * size → parse → bots → a repeat of a stored key (its first answer) → definition → validation
 * (rules, then each file's structure: src/files) → store, its key and its mails (one transaction)
 * → `{ success: true }`. Sending is left to the mail runner, so the answer never waits on SMTP.
 */
export async function handleSubmission(
  cms: Cms,
  request: Request,
  locale: string,
  kind: SubmissionKind,
): Promise<Response> {
  if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
  const key = idempotencyKeyOf(request);
  if (key instanceof Response) return key;
  const guarded = await guardedForm(request, kind.form);
  if (guarded instanceof Response) return guarded;
  const { form, ip } = guarded;

  const payload: Payload = await cms();
  const stored = await loadForm(payload, locale, kind.form);
  if (!stored) return errorJson(404, { name: 'Not found' });

  // A bot gets the answer a person would, so it learns nothing; nothing is stored. A report is
  // never dropped on a doubt: too fast, it is refused with a message and stays in the form.
  const sign = botSign(form);
  if (sign === 'too-fast' && kind.isReport?.(form))
    return errorJson(422, { message: defaultMessage('tooFast', locale) });
  if (sign) return contractJson(SubmissionAcceptedSchema, { success: true });

  const sent = await sentPost(payload, form, key, locale, { scope: `forms/${kind.form}`, omit: RECOMPUTED });
  if (sent.replay) return answerOfReplay(sent.replay);
  const { values } = sent;
  let definition = FormDefinitionSchema.parse(stored);
  if (kind.extend) definition = kind.extend(definition, values, locale);

  // A choice no field offers cannot come from the site's pages: 400, naming the fields.
  const unknown = unknownChoices(definition, values, locale);
  if (Object.keys(unknown).length > 0) return errorJson(400, unknown);
  const inspected = await checkedPost(definition, sent, locale, {
    today: calendarDayIn(new Date(), COMPANY_TIME_ZONE),
  });
  if (Object.keys(inspected.errors).length > 0) return errorJson(422, inspected.errors);

  let kept = await recomputeHiddenValues(payload, definition, submittableValues(definition, values));
  if (kind.refine) {
    const refined = await kind.refine(kept, { payload, locale });
    if (refined instanceof Response) return refined;
    kept = refined;
  }
  const destination = await kind.destination(
    kept,
    { ip, userAgent: request.headers.get('user-agent') ?? '' },
    { payload, locale },
  );
  if (destination instanceof Response) return destination;
  let outcome: Awaited<ReturnType<typeof storedOnce<{ receipt?: string }>>>;
  try {
    outcome = await storedOnce(payload, sent, locale, () =>
      storeSubmission(
        payload,
        destination,
        locale,
        kept,
        inspected.files,
        (req, id, files) =>
          queueSubmissionMails(payload, req, {
            form: kind.form,
            collection: destination.collection,
            id,
            locale,
            definition,
            values: kept,
            siteOrigin: publicSiteOrigin(locale, request.headers.get('origin')),
            // An application goes to its offer's recruiters, with the CV attached.
            ...(destination.collection === 'applications'
              ? { notifyTo: destination.notifyTo, attachments: files }
              : {}),
          }),
        sent.idempotency,
      ),
    );
  } catch (error) {
    if (error instanceof ApplicationLimitReached)
      return errorJson(409, { email: defaultMessage('duplicateJobs', locale) });
    // S3 out of reach: nothing was stored; the visitor may send it again later.
    if (error instanceof FileStorageUnavailable) return errorJson(503, { server: STORAGE_UNAVAILABLE });
    throw error;
  }
  if ('replay' in outcome) return answerOfReplay(outcome.replay);
  void runMailQueue(payload); // now rather than at the next tick
  // A report's receipt code, shown once to its sender (docs/product.md#whistleblowing-follow-up).
  return contractJson(SubmissionAcceptedSchema, { success: true, ...outcome.stored });
}
