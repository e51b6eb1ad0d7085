'use client';

import { useReducer } from 'react';
import { askedFields, validateField, type FormValues } from '@dav/rules';
import type { FormDefinition, Locale } from '@dav/contract';
import {
  formReducer,
  initialFormState,
  postedFormState,
  type FormAction,
  type PostedForm,
} from './form-reducer';
import { startValues, today } from './form-values';

/**
 * The engine's state (form-reducer.ts) and what follows from it on each render: the visible
 * fields and the errors to show (after a tried submit, or for a field checked on change, and the
 * CMS's own messages). Values of fields no longer in the form are never shown, checked or sent.
 * `onValuesChange` hears of every change of the values, not of the start values. A page answering
 * a form the browser posted itself starts from what was posted and its answer (`posted`).
 */
export function useFormState(
  form: FormDefinition,
  locale: Locale,
  initialValues: FormValues | undefined,
  onValuesChange?: (values: FormValues) => void,
  posted?: PostedForm | null,
) {
  const [state, dispatchState] = useReducer(formReducer, undefined, () => {
    const start = startValues(form, initialValues);
    return posted ? postedFormState(form, posted, start) : initialFormState(start);
  });
  // The page listening to the values (coworking's estimate) hears of them from the event that
  // changed them, not from an effect copying them after the render: a change (the pure reducer
  // gives its values) and a success shown in place (the form starts anew).
  const dispatch = (action: FormAction) => {
    dispatchState(action);
    if (action.type === 'change') onValuesChange?.(formReducer(state, action).values);
    if (action.type === 'answer' && action.answer.kind === 'success') onValuesChange?.(action.startValues);
  };
  // As asked: a whistleblowing report's optional fields are shown and checked as optional.
  const shown = askedFields(form, state.values);
  const errors: Record<string, string> = {};
  const context = state.tried || state.checked.size > 0 ? { today: today() } : {};
  for (const field of shown) {
    if (!state.tried && !state.checked.has(field.name)) continue;
    const message = validateField(field, state.values[field.name], locale, context);
    if (message !== null) errors[field.name] = message;
  }
  for (const [name, message] of Object.entries(state.serverErrors)) errors[name] = message;
  return { state, dispatch, shown, errors };
}
