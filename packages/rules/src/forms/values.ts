/**
 * The shape of submitted values, shared by the browser (state of the inputs) and the server
 * (parsed multipart), and the two readings every rule needs: one text, or a list of choices.
 */

/** What a rule needs of a browser `File` or of an uploaded part: no bytes, so it stays pure. */
export interface FileLike {
  name: string;
  size: number;
}

/** A text input gives a string, a checkbox group a list, a file input a file. */
export type FormValue = string | string[] | FileLike | null | undefined;
export type FormValues = Record<string, FormValue>;

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { name, size } = value as Partial<FileLike>;
  return typeof name === 'string' && typeof size === 'number';
}

/**
 * The text of a value. A list gives its first element, because a multipart body may repeat a
 * key and the first occurrence is the one a text input sent; a file has no text.
 */
export function textOf(value: FormValue): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value[0] ?? '';
  return '';
}

/** The ticked choices of a value; blank strings are not choices. A lone string is one choice. */
export function listOf(value: FormValue): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((item) => item.trim() !== '');
  return [];
}
