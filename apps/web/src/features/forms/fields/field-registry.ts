import type { JSX } from 'react';
import type { FormFieldType } from '@dav/contract';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import type { FieldProps } from './field-props';
import { FileField } from './file-field';
import { HiddenField } from './hidden-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TimeField } from './time-field';

/** One component per field type (docs/product.md#forms-definitions): a new type is a compile error until it has one. */
export const FIELD_COMPONENTS: Record<FormFieldType, (props: FieldProps) => JSX.Element | null> = {
  text: TextField,
  email: TextField,
  number: TextField,
  textarea: TextField,
  select: SelectField,
  checkbox: CheckboxField,
  file: FileField,
  datepicker: DateField,
  time: TimeField,
  hidden: HiddenField,
};
