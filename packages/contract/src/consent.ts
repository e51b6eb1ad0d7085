import { z } from 'zod';

/**
 * A Google Tag Manager web container ID (`GTM-` and 4 to 12 capitals or digits). Checked by the
 * CMS field and again on the wire: it ends up in a script URL.
 */
export const GTM_CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
export const GtmContainerIdSchema = z.string().regex(GTM_CONTAINER_ID_PATTERN);

const text = z.string().min(1);

/** The banner's and the preferences' texts, plain text, in the path's language. */
export const ConsentTextsSchema = z.object({
  banner_title: text,
  banner_text: text,
  accept_all: text,
  reject_all: text,
  choose: text,
  preferences_title: text,
  preferences_text: text,
  save: text,
  close: text,
  necessary_title: text,
  necessary_text: text,
  analytics_title: text,
  analytics_text: text,
});
export type ConsentTexts = z.infer<typeof ConsentTextsSchema>;

/**
 * GET /wp-json/api/{locale}/consent (docs/product.md#shell-consent-and-page-views): the consent
 * banner's texts, the policy's revision (a change asks every visitor again) and the tag manager's
 * container, null when none is set (then nothing is ever loaded).
 */
export const ConsentResponseSchema = z.object({
  revision: z.number().int().positive(),
  gtm_container_id: GtmContainerIdSchema.nullable(),
  texts: ConsentTextsSchema,
});
export type ConsentResponse = z.infer<typeof ConsentResponseSchema>;
