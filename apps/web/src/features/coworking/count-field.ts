import { FormFieldSchema, type FormField } from '@dav/contract';
import { COWORKING_COUNT, countFieldName, type CoworkingMode } from '@dav/rules';

/**
 * The nb-day / nb-week / nb-month field the modal adds for its mode (SPEC 3, 4): 0 to 12, starting
 * at 0 so the title shows the form's own title until the visitor says how long.
 */
export function countField(mode: CoworkingMode, label: string): FormField {
  return FormFieldSchema.parse({
    type: 'number',
    name: countFieldName(mode),
    label,
    value: String(COWORKING_COUNT.min),
    min: COWORKING_COUNT.min,
    max: COWORKING_COUNT.max,
    step: 1,
  });
}
