import { z } from 'zod';
import { AssistantScriptSchema, BOT_QUESTION_MAX, BotAnswerSchema } from './assistant';
import { ConsentResponseSchema } from './consent';
import { CoworkingResponseSchema } from './coworking';
import { DayResponseSchema } from './day';
import { ErrorResponseSchema } from './errors';
import { FormDefinitionSchema } from './form';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency';
import { GlobalResponseSchema } from './global';
import { LOCALES } from './locale';
import {
  ExpertisesResponseSchema,
  OFFER_QUERY_MAX,
  OFFERS_MAX_PAGE,
  OfferResponseSchema,
  OfferSearchResponseSchema,
  REGIONS,
} from './offers';
import { PageResponseSchema } from './page';
import {
  CategoriesResponseSchema,
  POST_ORDERS,
  PostListResponseSchema,
  PostResponseSchema,
  POSTS_MAX_PAGE,
} from './posts';
import { CandidateTestsSchema, SkillsTestAnswerSchema, WithdrawalAnswerSchema } from './skills';
import { SitemapResponseSchema } from './sitemap';
import { RedirectsResponseSchema } from './redirects';
import { SubmissionAcceptedSchema } from './submission';
import { SubsidiaryListResponseSchema, SubsidiaryResponseSchema } from './subsidiaries';
import { ReportFollowUpSchema } from './whistleblowing';

const schema = (s: z.ZodType) => z.toJSONSchema(s, { target: 'draft-2020-12', io: 'output' });

const localeParam = {
  name: 'locale',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: [...LOCALES] },
} as const;

const json = (s: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: schema(s) } },
});

/** The optional `Idempotency-Key` header of a submission (idempotency.ts). */
const idempotencyKeyParam = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'A UUID made when the visitor sends; the same for every retry of that send. A repeat with the same content gets the first answer without being stored or mailed again; with other content, a 422. Without it, every post is stored.',
  schema: { type: 'string', format: 'uuid' },
};

/** A multipart form submission (docs/product.md#calls) and its answers. */
const submission = (summary: string, parameters: object[]) => ({
  summary,
  parameters: [...parameters, idempotencyKeyParam],
  requestBody: {
    required: true,
    description: 'The visible fields of the form definition (files as parts), plus its hidden fields',
    content: { 'multipart/form-data': { schema: { type: 'object', additionalProperties: true } } },
  },
  responses: {
    '200': json(
      SubmissionAcceptedSchema,
      'Stored (or silently dropped as a bot); a repeat of an idempotency key: the first answer again',
    ),
    '400': json(ErrorResponseSchema, 'Malformed Idempotency-Key (not a UUID), or not multipart'),
    '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
    '404': json(ErrorResponseSchema, 'Unknown form or locale'),
    '413': json(ErrorResponseSchema, 'Body too large'),
    '422': json(
      ErrorResponseSchema,
      'Invalid fields: field → message in the path language; or an Idempotency-Key already used for other content',
    ),
    '429': json(ErrorResponseSchema, 'Too many submissions from this address'),
  },
});

const multipart = (description: string) => ({
  required: true,
  description,
  content: { 'multipart/form-data': { schema: { type: 'object', additionalProperties: true } } },
});

/** The wire contract as an OpenAPI 3.1 document, generated from the zod schemas. */
export function buildOpenApiDocument(serverUrl = '/') {
  return {
    openapi: '3.1.0',
    info: {
      title: 'DAV website contract',
      version: '1.0.0',
      description: 'What crosses HTTP between the website and the CMS (/wp-json/*).',
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/wp-json/api/{locale}/global': {
        get: {
          summary: 'Languages of the domain group, menus, header/burger/footer content, translations',
          parameters: [
            localeParam,
            {
              name: 'domain',
              in: 'query',
              required: false,
              description: 'The visitor host; chooses the domain group. Defaults to the Host header.',
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': json(GlobalResponseSchema, 'Global data'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/page/{slug}': {
        get: {
          summary: 'A CMS page by its slug in that language (`home` for the home page)',
          parameters: [localeParam, { name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': json(PageResponseSchema, 'The page'),
            '404': json(ErrorResponseSchema, 'Unknown slug or locale'),
          },
        },
      },
      '/wp-json/api/{locale}/forms/{name}': {
        get: {
          summary:
            'A form definition (fields, options, conditions, messages) in that language, e.g. `contact` or `coworking`',
          parameters: [localeParam, { name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': json(FormDefinitionSchema, 'The form definition'),
            '404': json(ErrorResponseSchema, 'Unknown form or locale'),
          },
        },
        post: submission('Sends a form (the contact form: `contact`)', [
          localeParam,
          { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
        ]),
      },
      '/wp-json/api/{locale}/consent': {
        get: {
          summary:
            "The consent banner's texts, the policy revision and the tag manager's container (null: none)",
          parameters: [localeParam],
          responses: {
            '200': json(ConsentResponseSchema, 'The consent settings'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/coworking': {
        get: {
          summary: 'Coworking rates (euros excl. VAT, per person), request form texts and page content',
          parameters: [localeParam],
          responses: {
            '200': json(CoworkingResponseSchema, 'The coworking content'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/day-at-dav': {
        get: {
          summary:
            'The "day at DAV" page: its intro and its products (themes, rooms, lunches, goodies), each with its slug in each language',
          parameters: [localeParam],
          responses: {
            '200': json(DayResponseSchema, 'The day content'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/offers': {
        get: {
          summary:
            'The job offers search: offers on the site in that language matching the role, expertise and subsidiary, best first, 12 per page',
          parameters: [
            localeParam,
            {
              name: 'q',
              in: 'query',
              required: false,
              description:
                'The role, searched in title, missions and profile (accents, case and word endings aside)',
              schema: { type: 'string', maxLength: OFFER_QUERY_MAX },
            },
            {
              name: 'expertise',
              in: 'query',
              required: false,
              description: 'An expertise slug; empty: all',
              schema: { type: 'string' },
            },
            {
              name: 'subsidiary',
              in: 'query',
              required: false,
              description: 'A subsidiary slug; empty: all',
              schema: { type: 'string' },
            },
            {
              name: 'page',
              in: 'query',
              required: false,
              schema: { type: 'integer', minimum: 1, maximum: OFFERS_MAX_PAGE, default: 1 },
            },
          ],
          responses: {
            '200': json(OfferSearchResponseSchema, 'The total and one page of result cards'),
            '400': json(ErrorResponseSchema, 'A malformed parameter: parameter → message'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/offers/{slug}': {
        get: {
          summary: 'A job offer by its slug in that language, with its related offers',
          parameters: [localeParam, { name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': json(OfferResponseSchema, 'The offer'),
            '404': json(ErrorResponseSchema, 'Unknown, unpublished, scheduled, closed or untranslated offer'),
          },
        },
      },
      '/wp-json/api/{locale}/expertises': {
        get: {
          summary: 'The expertise domains (the search panel)',
          parameters: [localeParam],
          responses: {
            '200': json(ExpertisesResponseSchema, 'The expertises'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/subsidiaries': {
        get: {
          summary:
            'The subsidiaries (the offers’ search panel, the map and its list), Europe first, by title',
          parameters: [
            localeParam,
            {
              name: 'region',
              in: 'query',
              required: false,
              description: 'Empty: all',
              schema: { type: 'string', enum: [...REGIONS] },
            },
            {
              name: 'expertise',
              in: 'query',
              required: false,
              description: 'An expertise slug: the subsidiaries that have it; empty: all',
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': json(SubsidiaryListResponseSchema, 'The subsidiaries'),
            '400': json(ErrorResponseSchema, 'A malformed parameter: parameter → message'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/subsidiaries/{slug}': {
        get: {
          summary: 'A subsidiary with its presentation, places, clients, latest news and offers',
          parameters: [localeParam, { name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': json(SubsidiaryResponseSchema, 'The subsidiary'),
            '404': json(ErrorResponseSchema, 'Unknown subsidiary or locale'),
          },
        },
      },
      '/wp-json/api/{locale}/posts': {
        get: {
          summary: 'The blog: posts on the site in that language, newest (or oldest) first, 9 per page',
          parameters: [
            localeParam,
            {
              name: 'category',
              in: 'query',
              required: false,
              description: 'A category slug in that language; empty: all',
              schema: { type: 'string' },
            },
            {
              name: 'order',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: [...POST_ORDERS], default: 'desc' },
            },
            {
              name: 'page',
              in: 'query',
              required: false,
              schema: { type: 'integer', minimum: 1, maximum: POSTS_MAX_PAGE, default: 1 },
            },
          ],
          responses: {
            '200': json(PostListResponseSchema, 'The total and one page of post cards'),
            '400': json(ErrorResponseSchema, 'A malformed parameter: parameter → message'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/posts/{slug}': {
        get: {
          summary: 'A post by its slug in that language, with its related posts',
          parameters: [localeParam, { name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': json(PostResponseSchema, 'The post'),
            '404': json(ErrorResponseSchema, 'Unknown, unpublished, scheduled or untranslated post'),
          },
        },
      },
      '/wp-json/api/{locale}/categories': {
        get: {
          summary: 'The blog’s categories (its filter)',
          parameters: [localeParam],
          responses: {
            '200': json(CategoriesResponseSchema, 'The categories'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/redirects': {
        get: {
          summary: 'The redirects of one language, applied by the website before routing',
          parameters: [localeParam],
          responses: {
            '200': json(RedirectsResponseSchema, 'The redirects, sources normalised'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/api/{locale}/form-coworking': {
        post: submission('Sends a coworking request (docs/product.md#calls)', [localeParam]),
      },
      '/wp-json/api/appskills': {
        post: {
          summary: 'A skills-test request: the link to take the test, or none (docs/product.md#skills-test)',
          parameters: [idempotencyKeyParam],
          requestBody: multipart(
            'lastname, firstname, email, locale, technology (tag slug), idSubTechnology, technologyId',
          ),
          responses: {
            '200': json(SkillsTestAnswerSchema, 'A `url` to take the test; none when no test can be given'),
            '400': json(ErrorResponseSchema, 'A test the page cannot name, or a malformed Idempotency-Key'),
            '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
            '422': json(
              ErrorResponseSchema,
              'Invalid person fields: field → message in the request language',
            ),
            '429': json(ErrorResponseSchema, 'Too many requests from this address'),
          },
        },
      },
      '/wp-json/api/appskills-candidate': {
        post: {
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
      },
      '/wp-json/api/{locale}/application-withdrawal': {
        post: {
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
      },
      '/wp-json/api/{locale}/assistant': {
        get: {
          summary:
            'The assistant’s script in one language: greetings, name question, drinks, scripted entries',
          parameters: [localeParam],
          responses: {
            '200': json(AssistantScriptSchema, 'The script, as editors wrote it'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
      '/wp-json/clrz/v1/bot/answer': {
        post: {
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
      },
      '/wp-json/api/{locale}/whistleblowing-follow-up': {
        post: {
          summary:
            'A whistleblowing report’s follow-up, opened by its receipt code alone (docs/product.md#whistleblowing-follow-up)',
          parameters: [localeParam],
          requestBody: multipart('code (the 16 digits of the receipt)'),
          responses: {
            '200': json(ReportFollowUpSchema, 'Its status and messages, no staff name'),
            '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
            '422': json(
              ErrorResponseSchema,
              'No report has this code (the same answer, after the same time)',
            ),
            '429': json(ErrorResponseSchema, 'Too many attempts from this address'),
          },
        },
      },
      '/wp-json/api/{locale}/whistleblowing-follow-up/reply': {
        post: {
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
      },
      '/wp-json/api/{locale}/sitemap': {
        get: {
          summary:
            'What the sitemap of that language lists: slugs, last edits and translations of its pages, posts, open offers, subsidiaries and day products',
          parameters: [localeParam],
          responses: {
            '200': json(SitemapResponseSchema, 'The documents on the site in that language'),
            '404': json(ErrorResponseSchema, 'Unknown locale'),
          },
        },
      },
    },
  };
}
