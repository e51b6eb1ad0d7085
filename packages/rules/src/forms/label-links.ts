/*
 * Links inside CMS texts that are plain strings (docs/product.md#forms-definitions, #forms-validation): the privacy consent's label links its
 * "privacy policy" words to the field's value, and the whistleblowing text ends with a site path
 * that becomes a "learn more" link. Both return slices of the text, so the caller renders them
 * as React text and links: nothing of the CMS text is ever read as HTML.
 */

/** The words for "privacy policy" in the four languages; a label links the first one it holds. */
export const PRIVACY_PHRASES = [
  'politique de confidentialité',
  'privacy policy',
  'política de privacidad',
  'Datenschutzerklärung',
  'Datenschutzrichtlinie',
  'Datenschutzbestimmungen',
] as const;

export interface TextSpan {
  start: number;
  end: number;
}

/** Where the privacy-policy words are in a label (case-insensitive), or null. */
export function privacyPhraseSpan(label: string): TextSpan | null {
  const lower = label.toLowerCase();
  let found: TextSpan | null = null;
  for (const phrase of PRIVACY_PHRASES) {
    const start = lower.indexOf(phrase.toLowerCase());
    if (start !== -1 && (found === null || start < found.start))
      found = { start, end: start + phrase.length };
  }
  return found;
}

/**
 * A path of this site: one leading slash, not `//host` (protocol-relative), no blanks. No
 * backslash or control character either: browsers read `/\host` and `/<tab>/host` as `//host`.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(value);
}

/**
 * Where a link an editor set in rich text may lead (an offer's sections): a site path, http(s),
 * `mailto:` or `tel:`. No control character anywhere: browsers drop them, so `java<tab>script:`
 * would change meaning. The CMS keeps only these on the wire, and the site renders only these.
 */
export function isRichTextHref(url: string): boolean {
  return (
    !/[\u0000-\u001f\u007f]/.test(url) && (isSitePath(url) || /^(?:https?:\/\/|mailto:|tel:)/i.test(url))
  );
}

/** Where a link from a CMS text may lead: a site path or an http(s) URL, never `javascript:`. */
export function isSafeHref(value: string | null | undefined): value is string {
  if (!value) return false;
  if (isSitePath(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface TrailingLink {
  /** The text before the link, trailing blanks kept so it joins the link naturally. */
  before: string;
  /** The words that lead to the path ("Find out more"), or null when the text has none. */
  linkText: string | null;
  path: string;
}

/** Lead-in words longer than this are a sentence, not a link text. */
const MAX_LEAD_IN = 60;

/**
 * Splits a text ending with a site path (`… Find out more: /legal-notice`). The lead-in words of
 * the last sentence, before the colon, become the link's text; the colon and the path are dropped.
 * Null when the text does not end with a site path (only a single leading `/` counts).
 */
export function trailingSitePath(text: string): TrailingLink | null {
  const match = /^([\s\S]*?)(?:^|\s)(\/\S*)\s*$/.exec(text);
  if (!match || !isSitePath(match[2]!)) return null;
  const path = match[2]!;
  const prefix = match[1]!.replace(/[\s\u00a0\u202f]*:?[\s\u00a0\u202f]*$/, '');
  const sentenceEnd = Math.max(prefix.lastIndexOf('. '), prefix.lastIndexOf('! '), prefix.lastIndexOf('? '));
  const lead = prefix.slice(sentenceEnd + 2 > 1 ? sentenceEnd + 2 : 0).trim();
  if (lead === '' || lead.length > MAX_LEAD_IN || /[.!?]$/.test(lead)) {
    return { before: prefix === '' ? '' : `${prefix} `, linkText: null, path };
  }
  return { before: prefix.slice(0, prefix.length - lead.length), linkText: lead, path };
}
