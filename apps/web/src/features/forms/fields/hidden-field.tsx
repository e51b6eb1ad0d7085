import { FieldError } from './field-frame';
import type { FieldProps } from './field-props';

/**
 * Fields of type `hidden` have no UI: their value lives in the engine's state and is sent
 * (docs/product.md#calls). The server may still refuse one (a day booking's basket): its message
 * is shown where the field would be, with the form's alert.
 */
export function HiddenField({ error, ids }: FieldProps) {
  return <FieldError id={ids.error} error={error} />;
}
