import {
  CandidateTestsSchema,
  isLocale,
  SkillsTestAnswerSchema,
  SkillsTestTargetSchema,
  type Locale,
} from '@dav/contract';
import { isValidEmail, skillsTestDefinition, textOf, validateForm } from '@dav/rules';
import type { Payload } from 'payload';
import { contractJson, errorJson } from '../lib/respond';
import { answerNoSoonerThan } from '../lib/answer-time';
import type { Cms } from '../lib/cms';
import { inTransaction } from '../lib/transaction';
import { candidateFor, findCandidate } from '../intake/candidates';
import { guardedForm, looksLikeBot } from '../intake/guard';
import {
  claimKey,
  idempotencyKeyOf,
  replayOf,
  settleKey,
  submissionFingerprint,
  type Idempotency,
} from '../intake/idempotency';
import { parseSubmission } from '../intake/values';
import { skillsProvider } from './choose-provider';

/** Small multipart bodies only: three names and four ids. */
const MAX_BYTES = 16 * 1024;
/** Longest name kept (a longer one is cut, never refused: it is a person's name). */
const NAME_MAX = 200;
/**
 * The candidate check answers no sooner than this, known address or not, so its timing tells
 * nothing the body does not (docs/architecture.md#skills-test).
 */
export const CANDIDATE_ANSWER_MS = 300;

/**
 * `POST /wp-json/api/appskills` (docs/product.md#skills-test, #calls): guards → person checked
 * like a form (messages in the request's language) → test named by the page → the request
 * recorded for the candidate → the provider's link. `{url}` when there is one, `{}` when not
 * (the page says "Désolé..."): a provider that is down, slow or answers nonsense is never a 500.
 * With an Idempotency-Key, a repeat of a recorded request is not recorded again: it gets the link
 * recorded for the first, or, when the provider gave none then, asks it again for that request.
 */
export async function handleSkillsTest(cms: Cms, request: Request): Promise<Response> {
  const key = idempotencyKeyOf(request);
  if (key instanceof Response) return key;
  const guarded = await guardedForm(request, 'appskills', MAX_BYTES);
  if (guarded instanceof Response) return guarded;
  const { form } = guarded;
  if (looksLikeBot(form)) return contractJson(SkillsTestAnswerSchema, {});

  const { values, files } = await parseSubmission(form);
  const sentLocale = textOf(values.locale);
  const locale: Locale = isLocale(sentLocale) ? sentLocale : 'fr';
  const payload = await cms();
  const idempotency: Idempotency | null = key
    ? { scope: 'appskills', key, fingerprint: submissionFingerprint({ values, files }, { locale }) }
    : null;
  if (idempotency) {
    const replay = await replayOf(payload, idempotency, locale);
    if (replay instanceof Response) return replay;
    if (replay) return answerAgain(payload, replay.document);
  }
  const { errors } = validateForm(skillsTestDefinition(), values, locale);
  if (Object.keys(errors).length > 0) return errorJson(422, errors);
  const target = SkillsTestTargetSchema.safeParse({
    locale: sentLocale,
    technology: textOf(values.technology),
    idSubTechnology: textOf(values.idSubTechnology),
    technologyId: textOf(values.technologyId),
  });
  if (!target.success) return errorJson(400, { technology: 'Unknown test' });

  const person = {
    lastname: textOf(values.lastname).trim().slice(0, NAME_MAX),
    firstname: textOf(values.firstname).trim().slice(0, NAME_MAX),
    email: textOf(values.email).trim(),
  };
  const provider = skillsProvider();
  let id: number;
  try {
    id = await recordRequest(payload, person, target.data, provider.name, idempotency);
  } catch (error) {
    // A post with the same key committed first (this one waited on its key, then failed on it).
    const replay = idempotency ? await replayOf(payload, idempotency, locale) : null;
    if (replay instanceof Response) return replay;
    if (replay) return answerAgain(payload, replay.document);
    throw error;
  }
  const url = await provider.testUrl(payload, { id, person, target: target.data });
  if (url) await payload.update({ collection: 'skill-test-requests', id, data: { url }, depth: 0 });
  return contractJson(SkillsTestAnswerSchema, url ? { url } : {});
}

/** The link recorded for a request; when the provider gave none then, asked again (as the candidate on record). */
async function linkFor(payload: Payload, id: number): Promise<{ url?: string }> {
  const request = await payload.findByID({
    collection: 'skill-test-requests',
    id,
    depth: 1,
    disableErrors: true,
  });
  if (!request) return {};
  if (request.url) return { url: request.url };
  const candidate = typeof request.candidate === 'object' ? request.candidate : null;
  const person = {
    lastname: candidate?.lastname ?? '',
    firstname: candidate?.firstname ?? '',
    email: candidate?.email ?? '',
  };
  const target = SkillsTestTargetSchema.parse({
    locale: request.locale,
    technology: request.technology,
    idSubTechnology: request.subTechnologyId ?? '',
    technologyId: request.technologyId ?? '',
  });
  const url = await skillsProvider().testUrl(payload, { id, person, target });
  if (url) await payload.update({ collection: 'skill-test-requests', id, data: { url }, depth: 0 });
  return url ? { url } : {};
}

/** A repeat's answer: the link of the request its key recorded (asked again if it had none). */
async function answerAgain(payload: Payload, id: number | null): Promise<Response> {
  return contractJson(SkillsTestAnswerSchema, id === null ? {} : await linkFor(payload, id));
}

/**
 * The request, tied to the candidate of that address (created if new, never rewritten), in one
 * transaction, with its idempotency key (claimed first, settled last: intake/idempotency.ts).
 */
async function recordRequest(
  payload: Payload,
  person: { lastname: string; firstname: string; email: string },
  target: { locale: Locale; technology: string; idSubTechnology: string; technologyId: string },
  provider: 'built-in' | 'http',
  idempotency: Idempotency | null,
): Promise<number> {
  return inTransaction(payload, async (req) => {
    const claimed = idempotency ? { id: await claimKey(payload, req, idempotency), idempotency } : null;
    const known = await findCandidate(payload, req, person.email);
    const candidate = await candidateFor(payload, req, known, person, new Date());
    const { id } = await payload.create({
      collection: 'skill-test-requests',
      data: {
        candidate: candidate.id,
        technology: target.technology,
        technologyId: target.technologyId,
        subTechnologyId: target.idSubTechnology,
        provider,
        locale: target.locale,
      },
      req,
    });
    if (claimed)
      await settleKey(payload, req, claimed, { collection: 'skill-test-requests', document: id, body: {} });
    return id;
  });
}

/**
 * `POST /wp-json/api/appskills-candidate` (docs/product.md#calls): what the provider knows of an
 * address, for the hidden fields of the job application. It does reveal whether an address has
 * applied or taken a test (docs/architecture.md#skills-test says why that is accepted): so it is
 * Origin-checked and rate-limited, and answers after the same time either way. A provider that
 * cannot say is a 503 (the page sends the application anyway).
 */
export async function handleCandidateCheck(cms: Cms, request: Request): Promise<Response> {
  const started = Date.now();
  const guarded = await guardedForm(request, 'appskills-candidate', MAX_BYTES);
  if (guarded instanceof Response) return guarded;
  const email = textOf((await parseSubmission(guarded.form)).values.email).trim();
  if (!isValidEmail(email)) return errorJson(422, { email: 'Invalid e-mail address' });
  const tests = await skillsProvider().candidate(await cms(), email);
  await answerNoSoonerThan(started, CANDIDATE_ANSWER_MS);
  return tests
    ? contractJson(CandidateTestsSchema, tests)
    : errorJson(503, { provider: 'The skills-test platform did not answer' });
}
