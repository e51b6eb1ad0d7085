import { visibleFields, type FormValue, type FormValues } from '@dav/rules';
import type { FormDefinition } from '@dav/contract';
import type { SubmitAnswer } from './submission';
import { withHiddenReset } from './form-values';

/**
 * The form engine's state machine (docs/product.md#forms-states): untried → tried (errors
 * shown) → sending → success or failure, with what the visitor typed. Pure, so it is tested
 * on its own (form-reducer.test.ts); `useFormState` runs it.
 */
export type FormStatus =
  'idle' | 'sending' | 'success' | 'invalid' | 'rate-limited' | 'duplicate' | 'failure';

export interface FormState {
  values: FormValues;
  /** A submit was tried: every visible field shows its error from now on. */
  tried: boolean;
  /** Fields checked as soon as they change (a chosen file), before any submit. */
  checked: ReadonlySet<string>;
  /** The CMS's messages of its last 422, until the field changes. */
  serverErrors: Readonly<Record<string, string>>;
  status: FormStatus;
  /** Bumped by a success shown in place: the inputs remount, so file inputs empty too. */
  round: number;
}

export type FormAction =
  | { type: 'change'; form: FormDefinition; name: string; value: FormValue; check?: boolean }
  | { type: 'submit-invalid' }
  | { type: 'send' }
  | { type: 'answer'; form: FormDefinition; answer: SubmitAnswer; startValues: FormValues };

export const initialFormState = (values: FormValues): FormState => ({
  values,
  tried: false,
  checked: new Set(),
  serverErrors: {},
  status: 'idle',
  round: 0,
});

/**
 * What a form posted by the browser itself comes back with (send-without-script.ts): the values to
 * show again (no file: a browser cannot be given one back) and the answer, or null when the site's
 * own check refused the send before the CMS saw it.
 */
export interface PostedForm {
  values: FormValues;
  answer: SubmitAnswer | null;
  fileDropped: boolean;
}

/**
 * The state a page shows after a post without JavaScript: tried (so every error is on show), the
 * values sent over the start values (a field its condition hid was not sent: it starts as usual
 * once shown), and the answer as the engine would have taken it.
 */
export function postedFormState(
  form: FormDefinition,
  posted: PostedForm,
  startValues: FormValues,
): FormState {
  const tried: FormState = { ...initialFormState({ ...startValues, ...posted.values }), tried: true };
  if (posted.answer === null) return { ...tried, status: 'invalid' };
  return formReducer(tried, { type: 'answer', form, answer: posted.answer, startValues });
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change': {
      const { [action.name]: _fixed, ...serverErrors } = state.serverErrors;
      return {
        ...state,
        // A select that a change hides is reset (docs/product.md#forms-states).
        values: withHiddenReset(action.form, { ...state.values, [action.name]: action.value }),
        serverErrors,
        checked: action.check ? new Set(state.checked).add(action.name) : state.checked,
        // A new change clears the last answer's message; a send in flight goes on.
        status: state.status === 'sending' ? 'sending' : 'idle',
      };
    }
    case 'submit-invalid':
      return { ...state, tried: true, serverErrors: {}, status: 'idle' };
    case 'send':
      return state.status === 'sending'
        ? state
        : { ...state, tried: true, serverErrors: {}, status: 'sending' };
    case 'answer':
      return answered(state, action);
  }
}

function answered(
  state: FormState,
  { form, answer, startValues }: Extract<FormAction, { type: 'answer' }>,
): FormState {
  switch (answer.kind) {
    case 'success':
      return { ...initialFormState(startValues), status: 'success', round: state.round + 1 };
    case 'invalid': {
      // Messages for fields the visitor cannot see would leave them nothing to fix: a failure then.
      const shown = new Set(visibleFields(form, state.values).map((field) => field.name));
      if (!Object.keys(answer.errors).some((name) => shown.has(name))) return { ...state, status: 'failure' };
      return { ...state, serverErrors: answer.errors, status: 'invalid' };
    }
    case 'rate-limited':
    case 'duplicate':
    case 'failure':
      return { ...state, status: answer.kind };
  }
}
