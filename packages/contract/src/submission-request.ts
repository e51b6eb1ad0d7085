import type { Locale } from './locale';

/*
 * What a form submission carries besides its fields, and where it goes: shared by the browser,
 * which sends, and the CMS, which checks. Zod-free, so the form's JavaScript stays small.
 */

/** The honeypot: an input people never see; a bot that fills it is answered but not stored. */
export const HONEYPOT_FIELD = 'website';

/** When the form was shown (epoch ms): a send faster than a person could type is dropped. */
export const STARTED_FIELD = '_started';

/** A form's stored action for the request's language: `/wp-json/api/{locale}/forms/contact` → `…/de/…`. */
export function formActionFor(action: string, locale: Locale): string {
  return action.replaceAll('{locale}', locale);
}
