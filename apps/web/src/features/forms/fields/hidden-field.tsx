import { listOf } from '@dav/rules';
import { FieldError } from './field-frame';
import type { FieldProps } from './field-props';

/**
 * Fields of type `hidden` have no UI: their value lives in the engine's state and is sent
 * (docs/product.md#calls); it is in the HTML too, for a form the browser posts itself. The server
 * may still refuse one (a day booking's basket): its message is shown where the field would be,
 * with the form's alert.
 */
export function HiddenField({ field, value, error, ids }: FieldProps) {
  return (
    <>
      {listOf(value).map((entry, index) => (
        <input key={index} type="hidden" name={field.name} value={entry} />
      ))}
      <FieldError id={ids.error} error={error} />
    </>
  );
}
