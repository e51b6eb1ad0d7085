import type { ErrorStrings } from './error-strings.client';

export const ERROR_STRINGS_META = 'dav:error-strings';

/**
 * The error screen's strings in the document head, for `global-error`: it replaces the whole
 * document, so it reads them from the page that failed while rendering.
 */
export function ErrorStringsMeta({ strings }: { strings: ErrorStrings }) {
  return <meta name={ERROR_STRINGS_META} content={JSON.stringify(strings)} />;
}

export function readErrorStringsMeta(): ErrorStrings | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector(`meta[name="${ERROR_STRINGS_META}"]`)?.getAttribute('content');
  try {
    return content ? (JSON.parse(content) as ErrorStrings) : null;
  } catch {
    return null;
  }
}
