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
 * no message at all. Only a 4xx carrying field errors is touched; nothing else is made public.
 */
export const restoreFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { data, status } = error as Error & { data?: unknown; status?: number };
  if (!status || status < 400 || status >= 500 || !hasFieldErrors(data)) return;
  if (result?.errors?.some((e) => 'data' in e && e.data)) return;
  return {
    response: { errors: [{ name: 'ValidationError', message: error.message, data }] },
    status,
  };
};
