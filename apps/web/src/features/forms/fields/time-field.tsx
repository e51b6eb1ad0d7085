import { timeSlots } from '@dav/rules';
import type { FieldProps } from './field-props';
import { SelectField } from './select-field';

const SLOTS = timeSlots().map((slot) => ({ label: slot, value: slot }));

/** The time picker (docs/product.md#forms-validation): 24 h, 09:00 to 19:00 every 30 minutes, as a select of those slots. */
export function TimeField(props: FieldProps) {
  return <SelectField {...props} choices={SLOTS} />;
}
