import {
  FormDefinitionSchema,
  isLocale,
  SubmissionAcceptedSchema,
  type FormDefinition,
  type Locale,
} from '@dav/contract';
import {
  calendarDayIn,
  COMPANY_TIME_ZONE,
  countFieldName,
  COWORKING_MODES,
  coworkingCountField,
  submittableValues,
  textOf,
  validateForm,
  visibleFields,
} from '@dav/rules';
import type { Payload } from 'payload';
import { loadForm } from '../contract/load-form';
import { contractJson, errorJson } from '../contract/respond';
import { getPayloadClient } from '../lib/payload';
import { queueSubmissionMails } from '../mail/queue-mails';
import { runMailQueue } from '../mail/runner';
import type { MailForm } from '../mail/texts';
import {
  BodyTooLarge,
  clientIp,
  isAllowedOrigin,
  looksLikeBot,
  maxBodyBytes,
  rateLimited,
  readBody,
} from './guard';
import { inspectFiles } from './inspect-files';
import { storeSubmission, type Destination } from './store';
import { parseSubmission } from './values';

export interface SubmissionKind {
  /** The `forms` definition to validate against. */
  form: MailForm;
  /** Adds fields the page builds itself (the coworking count), before validation. */
  extend?: (definition: FormDefinition, values: Record<string, unknown>, locale: Locale) => FormDefinition;
  destination: (
    values: ReturnType<typeof submittableValues>,
    request: { ip: string; userAgent: string },
  ) => Destination;
}

/**
 * A submission, start to end: locale → origin → rate → size → parse → bots → definition →
 * validation (rules, then each file's structure: src/files) → store and queue its mails (one transaction) →
 * `{ success: true }`. Sending is left to the mail runner, so the answer never waits on SMTP.
 */
export async function handleSubmission(
  request: Request,
  locale: string,
  kind: SubmissionKind,
): Promise<Response> {
  if (!isLocale(locale)) return errorJson(404, { locale: 'Not found' });
  if (!isAllowedOrigin(request.headers.get('origin'))) return errorJson(403, { origin: 'Forbidden' });

  const ip = clientIp(request);
  const wait = rateLimited(`${kind.form}:${ip}`);
  if (wait !== null) {
    const response = errorJson(429, { rate: 'Too many requests' });
    response.headers.set('Retry-After', String(wait));
    return response;
  }

  let form: FormData;
  try {
    const body = await readBody(request, maxBodyBytes());
    form = await new Response(body as BodyInit, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch (error) {
    if (error instanceof BodyTooLarge) return errorJson(413, { body: 'Payload too large' });
    return errorJson(400, { body: 'Expected multipart/form-data' });
  }

  const payload: Payload = await getPayloadClient();
  const stored = await loadForm(payload, locale, kind.form);
  if (!stored) return errorJson(404, { name: 'Not found' });

  // A bot gets the answer a person would, so it learns nothing; nothing is stored.
  if (looksLikeBot(form)) return contractJson(SubmissionAcceptedSchema, { success: true });

  const { values, files } = await parseSubmission(form);
  let definition = FormDefinitionSchema.parse(stored);
  if (kind.extend) definition = kind.extend(definition, values, locale);

  const { errors } = validateForm(definition, values, locale, {
    today: calendarDayIn(new Date(), COMPANY_TIME_ZONE),
  });
  const inspected = await inspectFiles(visibleFields(definition, values), files, locale, errors);
  Object.assign(errors, inspected.errors);
  if (Object.keys(errors).length > 0) return errorJson(422, errors);

  const kept = submittableValues(definition, values);
  const destination = kind.destination(kept, { ip, userAgent: request.headers.get('user-agent') ?? '' });
  await storeSubmission(payload, destination, locale, kept, inspected.files, (req, id) =>
    queueSubmissionMails(payload, req, {
      form: kind.form,
      collection: destination.collection,
      id,
      locale,
      definition,
      values: kept,
    }),
  );
  void runMailQueue(payload); // now rather than at the next tick
  return contractJson(SubmissionAcceptedSchema, { success: true });
}

/** The contact form: whistleblowing reports go to their own collection, without IP or user agent. */
export const CONTACT: SubmissionKind = {
  form: 'contact',
  destination: (values, { ip, userAgent }) => {
    const youare = textOf(values.youare);
    return youare === 'snowden'
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
