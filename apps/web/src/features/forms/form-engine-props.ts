import type { FormDefinition, FormField, Locale } from '@dav/contract';
import type { FormValues } from '@dav/rules';
import type { PostedForm } from './form-reducer';
import type { FormStrings } from './form-strings';

/** What a page gives the form engine (form-engine.client.tsx). */
export interface FormEngineProps {
  /** From getForm(); an action still containing '{locale}' is fine: the engine substitutes `locale`. */
  definition: FormDefinition;
  locale: Locale;
  /** Every UI string the engine needs, built on the server by `formStrings(t)`. */
  strings: FormStrings;
  /** e.g. { youare: 'candidate' } */
  initialValues?: FormValues;
  /**
   * Values the page sets outside the form and sends with it (the offer page's chosen subsidiary
   * and recruiter): they win over the form's own, and only fields of the definition are sent.
   */
  fixedValues?: FormValues;
  /** Appended after the definition's fields; removing one drops its value. */
  extraFields?: FormField[];
  /** Called after every change of the values, not with the start values (coworking's price). */
  onValuesChange?: (values: FormValues) => void;
  /** Overrides definition.successTarget; null → show the success message in place. */
  successHref?: string | null;
  /** Called once the CMS has accepted the send (with its answer), before leaving for the success target. */
  onSuccess?: (answer: unknown) => void;
  /** Called when the send failed (no answer, or one that is not a success, a 409, a 422 or a 429). */
  onFailure?: () => void;
  /** What counts as accepted in a 2xx answer; default `{success: true}` (docs/product.md#calls). */
  isAccepted?: (body: unknown) => boolean;
  /**
   * Values to add just before sending, once the form is valid (the job application's hidden
   * `_email_*` fields, from the candidate check): never rejects, resolves to {} when it cannot say.
   */
  beforeSend?: (values: FormValues) => Promise<FormValues>;
  /** Unique ids when two forms share a page. */
  idPrefix?: string;
  /**
   * The page's address as the visitor sees it (`/contactez-nous`), when the form is rendered twice
   * (a Suspense fallback and its content): the browser's own post goes there, and the answer's
   * state finds the form by it whichever of the two is shown (React's `useActionState` permalink).
   */
  permalink?: string;
  /**
   * The answer screen's (app/[site]/envoi-formulaire): what the browser posted itself and its
   * answer, shown again (values, messages, a report's receipt) as the engine would have.
   */
  posted?: PostedForm | null;
}
