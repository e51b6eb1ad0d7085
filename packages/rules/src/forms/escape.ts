const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes the special characters of docs/product.md#forms-validation (& < > " ') for HTML text and attribute values.
 *
 * Deliberately not idempotent: `&amp;` becomes `&amp;amp;`. A visitor may really type "&amp;" and
 * must get it back as typed, so the text is never guessed to be "already escaped". The price is
 * that escaping must happen exactly once, at output (an HTML e-mail body, markup built by hand),
 * and never on stored or validated values: validation and storage work on the raw text.
 */
export function escapeSpecialChars(input: string): string {
  // One pass with a single pattern, so the `&` of an entity just written is never escaped again.
  return input.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
