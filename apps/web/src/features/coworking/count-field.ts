import type { FormField } from '@dav/contract';
import { COWORKING_COUNT, countFieldName, type CoworkingMode } from '@dav/rules';

/**
 * The nb-day / nb-week / nb-month field the modal adds for its mode (SPEC 3, 4): 0 to 12, starting
 * at 0 so the title shows the form's own title until the visitor says how long. Written out whole
 * (what FormFieldSchema would give) rather than parsed, to keep zod out of the page's JavaScript.
 */
export function countField(mode: CoworkingMode, label: string): FormField {
  return {
    type: 'number',
    name: countFieldName(mode),
    label,
    placeholder: null,
    value: String(COWORKING_COUNT.min),
    options: [],
    min: COWORKING_COUNT.min,
    max: COWORKING_COUNT.max,
    step: 1,
    messageIfEmpty: null,
    messageIfInvalid: null,
    messageIfLargeFile: null,
    messageIfSnowden: null,
    condition: null,
    required: true,
  };
}
