import type { FormDefinition } from '@dav/contract';
import { isFileLike, listOf, textOf, type FormValue, type FormValues } from '@dav/rules';

/**
 * A form posted by the browser itself (no JavaScript, or sent before the page was ready) → the
 * engine's values, field by field of the definition: a checkbox's ticked choices, a file input's
 * file (an empty input is no file), any other field's first text. Entries the definition does not
 * name (Next's own, the bot trap) are left out.
 */
export function postedValues(definition: FormDefinition, data: FormData): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) {
    if (field.type === 'checkbox') {
      const ticked = data.getAll(field.name).filter((entry) => typeof entry === 'string');
      if (ticked.length > 0) values[field.name] = ticked;
      continue;
    }
    const entry = data.get(field.name);
    if (entry === null) continue;
    if (typeof entry === 'string') values[field.name] = entry;
    else if (field.type === 'file' && (entry.size > 0 || entry.name !== '')) values[field.name] = entry;
  }
  return values;
}

/**
 * What goes back into the page with the form (its values to show again): texts and choices only.
 * A browser cannot be given a file back, so a chosen file is dropped, and `fileDropped` says so.
 */
export function valuesToShowAgain(values: FormValues): { values: FormValues; fileDropped: boolean } {
  const kept: FormValues = {};
  let fileDropped = false;
  for (const [name, value] of Object.entries(values)) {
    if (isFileLike(value)) fileDropped = true;
    else if (value !== undefined && value !== null) kept[name] = value;
  }
  return { values: kept, fileDropped };
}

/**
 * What the DOM holds that the engine's values do not (`typed`: postedValues of the form element
 * as it hydrates): texts and choices that differ, and any file. An empty text where the engine
 * has nothing is no change.
 */
export function changedBeforeHydration(typed: FormValues, values: FormValues): [string, FormValue][] {
  return Object.entries(typed).filter(([name, value]) => {
    if (isFileLike(value)) return true;
    if (Array.isArray(value)) return listOf(value).join('\n') !== listOf(values[name]).join('\n');
    return textOf(value) !== textOf(values[name]);
  });
}
