/**
 * Markup in what a visitor types (docs/product.md#the-assistant): "markup tags in a name
 * or a message are stripped and never rendered". Pure, so the browser strips before showing and
 * the server strips again before storing or matching.
 */

/** A name longer than this is cut: a first name never needs more, and the bubble stays small. */
export const NAME_MAX_LENGTH = 80;

/**
 * Elements whose content is code or style, not text a visitor meant to show: dropped whole
 * (`<script>alert(1)</script>Bob` → `Bob`), up to the closing tag or, when unclosed, to the end.
 */
const RAW_TEXT_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

/**
 * A tag: `<` then a letter, `/`, `!` or `?` (an element, a closing tag, a comment or doctype, a
 * processing instruction), up to `>` or, for an unclosed fragment like `<script src=x`, to the end.
 * `a < b` and `<3` stay: a `<` followed by a space or a digit starts no tag in HTML.
 */
const TAG = /<[a-z/!?][^>]*(?:>|$)/gi;

const WHITESPACE = /\s+/g;

/**
 * Removes anything that looks like a tag, then collapses whitespace and trims. Each removal leaves
 * a space, never nothing, so the text around it cannot join into a new tag (`<<b>script>` gives
 * `< script>`, not `<script>`). Entities are left as typed (`&lt;b&gt;` stays that text):
 * decoding them could turn text back into markup.
 */
export function stripMarkup(text: string): string {
  return text.replace(RAW_TEXT_ELEMENTS, ' ').replace(TAG, ' ').replace(WHITESPACE, ' ').trim();
}

/** The visitor's name as the chat keeps it: no markup, trimmed, at most `NAME_MAX_LENGTH` characters. */
export function cleanName(raw: string): string {
  return [...stripMarkup(raw)].slice(0, NAME_MAX_LENGTH).join('').trim();
}
