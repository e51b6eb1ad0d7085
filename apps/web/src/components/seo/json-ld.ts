/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the two line separators
 * escaped, so no text an editor wrote can close the script or start markup.
 */
export function jsonLdScriptContent(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
