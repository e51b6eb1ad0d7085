import {
  CANDIDATE_TEST_FIELDS,
  FormDefinitionSchema,
  isLocale,
  SubmissionAcceptedSchema,
  type FormDefinition,
  type Locale,
} from '@dav/contract';
import {
  calendarDayIn,
  defaultMessage,
  COMPANY_TIME_ZONE,
  countFieldName,
  COWORKING_MODES,
  coworkingCountField,
  submittableValues,
  textOf,
  unknownChoices,
  validateForm,
  visibleFields,
  LABELS_FIELD,
  WHISTLEBLOWING_CHOICE,
  YOUARE_FIELD,
  type FormValues,
} from '@dav/rules';
import type { Payload } from 'payload';
import { loadForm } from '../intake/load-form';
import { visibleOffers } from '../access/edition';
import { contractJson, errorJson } from '../lib/respond';
import type { Cms } from '../lib/cms';
import { publicSiteOrigin } from '../lib/public-site';
import { relationIds } from '../lib/relation-id';
import { queueSubmissionMails } from '../notifications/queue-mails';
import { runMailQueue } from '../mail/runner';
import type { MailForm } from '../mail/texts';
import { botSign } from '../intake/bot-sign';
import { guardedForm } from '../intake/guard';
import { recomputeHiddenValues } from './hidden-values';
import { inspectFiles } from '../intake/inspect-files';
import { FileStorageUnavailable, STORAGE_UNAVAILABLE } from '../storage/unavailable';
import {
  idempotencyKeyOf,
  replayOf,
  submissionFingerprint,
  type Idempotency,
  type Replay,
} from '../intake/idempotency';
import { ApplicationLimitReached, storeSubmission, type Destination } from './store';
import { parseSubmission } from '../intake/values';
import { refineDayBooking, withDayBounds } from './day-booking';

export interface SubmissionKind {
  /** The `forms` definition to validate against. */
  form: MailForm;
  /** Adds fields the page builds itself (the coworking count), before validation. */
  extend?: (definition: FormDefinition, values: Record<string, unknown>, locale: Locale) => FormDefinition;
  /**
   * Checks what the rules cannot know (the day booking's basket against the CMS's products) and
   * gives the values to keep: an answer instead when they are refused.
   */
  refine?: (
    values: FormValues,
    context: { payload: Payload; locale: Locale },
  ) => Promise<FormValues | Response>;
  /**
   * Whether the send is a whistleblowing report (read before parsing): the time trap then refuses
   * a send it doubts with a message instead of dropping it (bot-sign.ts).
   */
  isReport?: (form: FormData) => boolean;
  /** Where it is stored; an answer instead when the values name something that is not there. */
  destination: (
    values: ReturnType<typeof submittableValues>,
    request: { ip: string; userAgent: string },
    context: { payload: Payload; locale: Locale },
  ) => Destination | Response | Promise<Destination | Response>;
}

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

  const { values, files } = await parseSubmission(form);
  const idempotency: Idempotency | null = key
    ? {
        scope: `forms/${kind.form}`,
        key,
        fingerprint: submissionFingerprint({ values, files }, { locale, omit: RECOMPUTED }),
      }
    : null;
  if (idempotency) {
    const replay = await replayOf(payload, idempotency, locale);
    if (replay) return answerOfReplay(replay);
  }
  let definition = FormDefinitionSchema.parse(stored);
  if (kind.extend) definition = kind.extend(definition, values, locale);

  // A choice no field offers cannot come from the site's pages: 400, naming the fields.
  const unknown = unknownChoices(definition, values, locale);
  if (Object.keys(unknown).length > 0) return errorJson(400, unknown);
  const { errors } = validateForm(definition, values, locale, {
    today: calendarDayIn(new Date(), COMPANY_TIME_ZONE),
  });
  const inspected = await inspectFiles(visibleFields(definition, values), files, locale, errors);
  Object.assign(errors, inspected.errors);
  if (Object.keys(errors).length > 0) return errorJson(422, errors);

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
  let accepted: { receipt?: string };
  try {
    accepted = await storeSubmission(
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
      idempotency,
    );
  } catch (error) {
    // A post with the same key committed first (this one waited on its key, then failed on it).
    const replay = idempotency ? await replayOf(payload, idempotency, locale) : null;
    if (replay) return answerOfReplay(replay);
    if (error instanceof ApplicationLimitReached)
      return errorJson(409, { email: defaultMessage('duplicateJobs', locale) });
    // S3 out of reach: nothing was stored; the visitor may send it again later.
    if (error instanceof FileStorageUnavailable) return errorJson(503, { server: STORAGE_UNAVAILABLE });
    throw error;
  }
  void runMailQueue(payload); // now rather than at the next tick
  // A report's receipt code, shown once to its sender (docs/product.md#whistleblowing-follow-up).
  return contractJson(SubmissionAcceptedSchema, { success: true, ...accepted });
}

/**
 * The contact form: whistleblowing reports go to their own collection, without IP or user agent.
 * The choice's value is fixed (collections/forms/whistleblowing-lock.ts) and checked against the
 * form's options above, so no edit of the form can send a report elsewhere.
 */
export const CONTACT: SubmissionKind = {
  form: 'contact',
  isReport: (form) => form.get(YOUARE_FIELD) === WHISTLEBLOWING_CHOICE,
  destination: (values, { ip, userAgent }) => {
    const youare = textOf(values.youare);
    return youare === WHISTLEBLOWING_CHOICE
      ? { collection: 'whistleblowing-reports', subsidiary: textOf(values.subsidiary) }
      : { collection: 'contact-requests', youare, ip, userAgent };
  },
};

export const COWORKING: SubmissionKind = {
  form: 'coworking',
  extend: (definition, values) => ({
    ...definition,
    fields: [
      ...definition.fields,
      // The count the page adds for the chosen period (docs/product.md#forms-definitions, #forms-validation), as the page defines it.
      ...COWORKING_MODES.map((mode) => coworkingCountField(mode, countFieldName(mode))).filter(
        ({ name }) => values[name] !== undefined && !definition.fields.some((field) => field.name === name),
      ),
    ],
  }),
  destination: (_values, { ip, userAgent }) => ({ collection: 'coworking-requests', ip, userAgent }),
};

/** A day-at-DAV booking (docs/product.md#a-day-at-dav): the form, then its basket re-checked against the CMS's products. */
export const DAY: SubmissionKind = {
  form: 'day',
  extend: withDayBounds,
  refine: refineDayBooking,
  destination: (_values, { ip, userAgent }) => ({ collection: 'day-requests', ip, userAgent }),
};

/** What a candidate sent about themselves: their record is made of it if the address is new (docs/product.md#candidates-data). */
function candidateOf(values: ReturnType<typeof submittableValues>) {
  return {
    email: textOf(values.email),
    lastname: textOf(values.lastname),
    firstname: textOf(values.firstname),
    phone: textOf(values.phone),
  };
}

/**
 * A job application: to an offer on the site in that language (its slug in `offer`). The manager
 * and subsidiary chosen on the offer page are kept only if they are the offer's own; otherwise
 * the offer's first ones.
 */
export const APPLICATION: SubmissionKind = {
  form: 'application',
  destination: async (values, _request, { payload, locale }) => {
    const slug = textOf(values.offer);
    const { docs } = await payload.find({
      collection: 'offers',
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: 1,
      pagination: false,
      where: { and: [{ slug: { equals: slug } }, visibleOffers(new Date())] },
      select: { managers: true, subsidiaries: true },
    });
    const offer = docs[0];
    if (!slug || !offer) return errorJson(404, { offer: 'Not found' });
    const managerIds = relationIds(offer.managers);
    const subsidiaryIds = relationIds(offer.subsidiaries);
    const { docs: chosen } = await payload.find({
      collection: 'subsidiaries',
      depth: 0,
      limit: 1,
      pagination: false,
      where: { slug: { equals: textOf(values.subsidiary) }, _status: { equals: 'published' } },
      select: {},
    });
    const chosenSubsidiary = chosen[0]?.id;
    const chosenManager = Number(textOf(values._managers_id));
    const recruiters = managerIds.length
      ? await payload.find({
          collection: 'managers',
          depth: 0,
          pagination: false,
          where: { id: { in: managerIds } },
          select: { email: true },
        })
      : { docs: [] };
    return {
      collection: 'applications',
      kind: 'job',
      candidate: candidateOf(values),
      offer: offer.id,
      manager: managerIds.includes(chosenManager) ? chosenManager : (managerIds[0] ?? null),
      subsidiary:
        chosenSubsidiary !== undefined && subsidiaryIds.includes(chosenSubsidiary)
          ? chosenSubsidiary
          : (subsidiaryIds[0] ?? null),
      notifyTo: recruiters.docs.flatMap((m) => (m.email ? [m.email] : [])),
    };
  },
};

/** A spontaneous application: no offer, the expertise among its values. */
export const SPONTANEOUS_APPLICATION: SubmissionKind = {
  form: 'spontaneous-application',
  destination: (values) => ({
    collection: 'applications',
    kind: 'spontaneous',
    candidate: candidateOf(values),
    offer: null,
    manager: null,
    subsidiary: null,
    notifyTo: [],
  }),
};
