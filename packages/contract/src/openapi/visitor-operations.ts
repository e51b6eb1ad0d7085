import { BOT_QUESTION_MAX, BotAnswerSchema } from '../assistant';
import { ErrorResponseSchema } from '../errors';
import { CandidateTestsSchema, SkillsTestAnswerSchema, WithdrawalAnswerSchema } from '../skills';
import { SubmissionAcceptedSchema } from '../submission';
import { ReportFollowUpSchema } from '../whistleblowing';
import { idempotencyKeyParam, json, localeParam, multipart, pathParam, submission } from './parts';

/*
 * What a visitor sends: the forms, the skills test and its withdrawal, the assistant's questions,
 * a whistleblowing report's follow-up and reply. Each post is multipart and checks its Origin.
 * Operations only: ../openapi.ts puts them at their paths.
 */
export const visitorOperations = () => ({
  form: submission('Sends a form (the contact form: `contact`)', [localeParam, pathParam('name')]),
  coworking: submission('Sends a coworking request (docs/product.md#calls)', [localeParam]),
  skillsTest: {
    summary: 'A skills-test request: the link to take the test, or none (docs/product.md#skills-test)',
    parameters: [idempotencyKeyParam],
    requestBody: multipart(
      'lastname, firstname, email, locale, technology (tag slug), idSubTechnology, technologyId',
    ),
    responses: {
      '200': json(SkillsTestAnswerSchema, 'A `url` to take the test; none when no test can be given'),
      '400': json(ErrorResponseSchema, 'A test the page cannot name, or a malformed Idempotency-Key'),
      '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
      '422': json(ErrorResponseSchema, 'Invalid person fields: field → message in the request language'),
      '429': json(ErrorResponseSchema, 'Too many requests from this address'),
    },
  },
  skillsCandidate: {
    summary: 'What the skills provider knows of an address (the job application’s hidden fields)',
    requestBody: multipart('email'),
    responses: {
      '200': json(CandidateTestsSchema, 'Known or not, after the same time'),
      '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
      '422': json(ErrorResponseSchema, 'Not an e-mail address'),
      '429': json(ErrorResponseSchema, 'Too many requests from this address'),
      '503': json(ErrorResponseSchema, 'The external platform did not answer'),
    },
  },
  withdrawal: {
    summary: 'Erases a candidate’s applications, files and tests, from their receipt’s signed link',
    parameters: [localeParam],
    requestBody: multipart('token'),
    responses: {
      '200': json(WithdrawalAnswerSchema, 'Erased'),
      '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
      '410': json(ErrorResponseSchema, 'Used already, erased already, or never ours'),
      '429': json(ErrorResponseSchema, 'Too many requests from this address'),
    },
  },
  botAnswer: {
    summary: 'The assistant’s answer to a visitor’s message (SPEC 7)',
    requestBody: multipart(
      `question (1 to ${BOT_QUESTION_MAX} characters; __idle__ after a minute without activity), language (fr, en, es, de; ay-fr and ay-en are read as fr and en)`,
    ),
    responses: {
      '200': json(BotAnswerSchema, 'A list of items: message, ctas, redirection, media'),
      '400': json(ErrorResponseSchema, 'Missing or too long question, unknown language'),
      '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
      '429': json(ErrorResponseSchema, 'Too many questions from this address'),
    },
  },
  followUp: {
    summary:
      'A whistleblowing report’s follow-up, opened by its receipt code alone (docs/product.md#whistleblowing-follow-up)',
    parameters: [localeParam],
    requestBody: multipart('code (the 16 digits of the receipt)'),
    responses: {
      '200': json(ReportFollowUpSchema, 'Its status and messages, no staff name'),
      '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
      '422': json(ErrorResponseSchema, 'No report has this code (the same answer, after the same time)'),
      '429': json(ErrorResponseSchema, 'Too many attempts from this address'),
    },
  },
  followUpReply: {
    summary: 'The reporter’s answer to the compliance team: a message and optionally a file',
    parameters: [localeParam, idempotencyKeyParam],
    requestBody: multipart('code, message, file (optional; formats and size of every visitor file)'),
    responses: {
      '200': json(SubmissionAcceptedSchema, 'Stored (a repeat of an idempotency key: not again)'),
      '400': json(ErrorResponseSchema, 'Malformed Idempotency-Key (not a UUID), or not multipart'),
      '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
      '413': json(ErrorResponseSchema, 'Body too large'),
      '422': json(ErrorResponseSchema, 'Invalid code or fields: field → message in the path language'),
      '429': json(ErrorResponseSchema, 'Too many attempts from this address'),
    },
  },
});
