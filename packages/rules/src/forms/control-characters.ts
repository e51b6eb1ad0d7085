import type { FormField, Locale } from '@dav/contract';
import { defaultMessage } from './messages';
import { isFileLike, listOf, type FormValue } from './values';

/*
 * What a visitor's text may hold (issue 30, finding 5). A line break in a single-line field
 * (`company=ACME\r\n\r\nVoir la demande : https://evil…`) would let the visitor write lines of
 * their own into the team's mail, looking like the mail's; other control characters have no
 * business in a form either. So:
 * - a single-line field (every type but textarea): no control character at all, tab included;
 * - a textarea keeps its line breaks and tabs, and refuses every other control character.
 * Control characters: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), and the Unicode line and
 * paragraph separators (U+2028, U+2029), which mail readers may show as breaks too.
 */

const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const TEXTAREA_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/u;

/** True when `text` holds a character the field of `type` refuses. */
export function hasForbiddenCharacters(type: FormField['type'], text: string): boolean {
  return (type === 'textarea' ? TEXTAREA_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/**
 * The message for a value with a forbidden character, or null. The default message always: a
 * field's own "invalid" message speaks of its format (an e-mail), not of this.
 */
export function checkControlCharacters(field: FormField, value: FormValue, locale: Locale): string | null {
  if (isFileLike(value)) return null;
  const texts = Array.isArray(value) ? value : listOf(value);
  if (!texts.some((text) => hasForbiddenCharacters(field.type, text))) return null;
  return defaultMessage(field.type === 'textarea' ? 'controlCharacters' : 'singleLine', locale);
}
