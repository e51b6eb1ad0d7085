import { ErrorResponseSchema } from '../errors';
import {
  ExpertisesResponseSchema,
  OFFER_QUERY_MAX,
  OFFERS_MAX_PAGE,
  OfferResponseSchema,
  OfferSearchResponseSchema,
  REGIONS,
} from '../offers';
import { SubsidiaryListResponseSchema, SubsidiaryResponseSchema } from '../subsidiaries';
import { json, localeParam, pathParam } from './parts';

/*
 * The job offers and who offers them: the search and an offer, the expertises, the subsidiaries
 * and one of them. Operations only: ../openapi.ts puts them at their paths.
 */
export const offerOperations = () => ({
  search: {
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
  offer: {
    summary: 'A job offer by its slug in that language, with its related offers',
    parameters: [localeParam, pathParam('slug')],
    responses: {
      '200': json(OfferResponseSchema, 'The offer'),
      '404': json(ErrorResponseSchema, 'Unknown, unpublished, scheduled, closed or untranslated offer'),
    },
  },
  expertises: {
    summary: 'The expertise domains (the search panel)',
    parameters: [localeParam],
    responses: {
      '200': json(ExpertisesResponseSchema, 'The expertises'),
      '404': json(ErrorResponseSchema, 'Unknown locale'),
    },
  },
  subsidiaries: {
    summary: 'The subsidiaries (the offers’ search panel, the map and its list), Europe first, by title',
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
  subsidiary: {
    summary: 'A subsidiary with its presentation, places, clients, latest news and offers',
    parameters: [localeParam, pathParam('slug')],
    responses: {
      '200': json(SubsidiaryResponseSchema, 'The subsidiary'),
      '404': json(ErrorResponseSchema, 'Unknown subsidiary or locale'),
    },
  },
});
