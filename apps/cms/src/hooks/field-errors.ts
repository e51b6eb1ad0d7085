import type { AfterErrorHook } from 'payload';

type FieldErrors = { errors: { path: string; message: string }[] } & Record<string, unknown>;

const hasFieldErrors = (data: unknown): data is FieldErrors =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as { errors?: unknown }).errors) &&
  (data as FieldErrors).errors.every((e) => typeof e?.path === 'string' && typeof e.message === 'string');

/**
 * Gives a refused save its field messages back, so the admin shows each under its field (a
 * redirect's loop or chain, a duplicate slug). Payload's formatErrors keeps a ValidationError's
 * `data` only when `instanceof ValidationError` holds, and in the production build the error
 * thrown by an operation is not an instance of the class formatErrors sees (its name is even
 * minified): the answer then carried only "The following field is invalid: From", and the form
 * no message at all. For the same reason a public 4xx `APIError` of ours without field errors
 * (another's password refused, a disabled account's login, an upload of the wrong type, the
 * contact form's deletion) answered "An unknown error occurred.": its own message is given back.
 * Only a 4xx is touched, a field error or an error its thrower marked public; nothing else is
 * made public.
 */
export const restoreFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { data, isPublic, status } = error as Error & { data?: unknown; isPublic?: unknown; status?: number };
  if (!status || status < 400 || status >= 500) return;
  if (hasFieldErrors(data)) {
    if (result?.errors?.some((e) => 'data' in e && e.data)) return;
    return {
      response: { errors: [{ name: 'ValidationError', message: error.message, data }] },
      status,
    };
  }
  if (isPublic !== true || !error.message) return;
  if (result?.errors?.some((e) => e.message === error.message)) return;
  return { response: { errors: [{ message: error.message }] }, status };
};
