import type { FormField, Locale } from '@dav/contract';
import type { FormValue } from '@dav/rules';
import type { FormStrings } from '../form-strings';

/** The ids that tie a field's parts together: label, hint and error are read with the control. */
export interface FieldIds {
  /** The focusable control; the engine focuses it when the field is the first invalid one. */
  control: string;
  label: string;
  hint: string;
  error: string;
}

/** What every field component of the registry receives from the engine. */
export interface FieldProps {
  field: FormField;
  value: FormValue;
  /** `check`: show this field's error right away, before any submit (a chosen file, docs/product.md#forms-validation). */
  onChange: (value: FormValue, options?: { check?: boolean }) => void;
  error: string | null;
  ids: FieldIds;
  strings: FormStrings;
  locale: Locale;
}

/** `aria-describedby` from the parts that are shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}
