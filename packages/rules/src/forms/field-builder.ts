import type { FormField } from '@dav/contract';

/**
 * A field of a form the specification defines itself rather than the CMS (the skills-test modal,
 * the reporter's reply): the page and the CMS build the same definition with it and check it with
 * the same rules. No placeholder, options, bounds or messages of its own.
 */
export const formField = (
  type: FormField['type'],
  name: string,
  label: string,
  required = true,
): FormField => ({
  type,
  name,
  label,
  placeholder: null,
  value: null,
  options: [],
  min: null,
  max: null,
  step: null,
  messageIfEmpty: null,
  messageIfInvalid: null,
  messageIfLargeFile: null,
  messageIfSnowden: null,
  condition: null,
  required,
});
