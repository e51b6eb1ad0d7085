import { AssistantScriptSchema } from '../assistant';
import { ConsentResponseSchema } from '../consent';
import { CoworkingResponseSchema } from '../coworking';
import { DayResponseSchema } from '../day';
import { ErrorResponseSchema } from '../errors';
import { FormDefinitionSchema } from '../form';
import { GlobalResponseSchema } from '../global';
import { PageResponseSchema } from '../page';
import { RedirectsResponseSchema } from '../redirects';
import { SitemapResponseSchema } from '../sitemap';
import { json, localeParam, pathParam } from './parts';

/*
 * The site's content in one language, as the website reads it (offers and the blog aside): global
 * data, pages, form definitions, consent, coworking, the day, redirects, the assistant's script and
 * the sitemap. Operations only: ../openapi.ts puts them at their paths.
 */
export const siteOperations = () => ({
  global: {
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
  page: {
    summary: 'A CMS page by its slug in that language (`home` for the home page)',
    parameters: [localeParam, pathParam('slug')],
    responses: {
      '200': json(PageResponseSchema, 'The page'),
      '404': json(ErrorResponseSchema, 'Unknown slug or locale'),
    },
  },
  form: {
    summary:
      'A form definition (fields, options, conditions, messages) in that language, e.g. `contact` or `coworking`',
    parameters: [localeParam, pathParam('name')],
    responses: {
      '200': json(FormDefinitionSchema, 'The form definition'),
      '404': json(ErrorResponseSchema, 'Unknown form or locale'),
    },
  },
  consent: {
    summary: "The consent banner's texts, the policy revision and the tag manager's container (null: none)",
    parameters: [localeParam],
    responses: {
      '200': json(ConsentResponseSchema, 'The consent settings'),
      '404': json(ErrorResponseSchema, 'Unknown locale'),
    },
  },
  coworking: {
    summary: 'Coworking rates (euros excl. VAT, per person), request form texts and page content',
    parameters: [localeParam],
    responses: {
      '200': json(CoworkingResponseSchema, 'The coworking content'),
      '404': json(ErrorResponseSchema, 'Unknown locale'),
    },
  },
  day: {
    summary:
      'The "day at DAV" page: its intro and its products (themes, rooms, lunches, goodies), each with its slug in each language',
    parameters: [localeParam],
    responses: {
      '200': json(DayResponseSchema, 'The day content'),
      '404': json(ErrorResponseSchema, 'Unknown locale'),
    },
  },
  redirects: {
    summary: 'The redirects of one language, applied by the website before routing',
    parameters: [localeParam],
    responses: {
      '200': json(RedirectsResponseSchema, 'The redirects, sources normalised'),
      '404': json(ErrorResponseSchema, 'Unknown locale'),
    },
  },
  assistant: {
    summary: 'The assistant’s script in one language: greetings, name question, drinks, scripted entries',
    parameters: [localeParam],
    responses: {
      '200': json(AssistantScriptSchema, 'The script, as editors wrote it'),
      '404': json(ErrorResponseSchema, 'Unknown locale'),
    },
  },
  sitemap: {
    summary:
      'What the sitemap of that language lists: slugs, last edits and translations of its pages, posts, open offers, subsidiaries and day products',
    parameters: [localeParam],
    responses: {
      '200': json(SitemapResponseSchema, 'The documents on the site in that language'),
      '404': json(ErrorResponseSchema, 'Unknown locale'),
    },
  },
});
