import type { AfterErrorHookArgs } from 'payload';
import { describe, expect, it } from 'vitest';
import { restoreFieldErrors } from '@/hooks/field-errors';

const MESSAGE =
  'Cette redirection mène à sa propre adresse de départ (français) : elle tournerait en boucle.';

/** An error as the production build throws it: Payload's fields, not Payload's class. */
const thrown = (status: number, data: unknown) =>
  Object.assign(new Error('Le champ suivant n’est pas valide : Ancienne adresse'), { status, data });

const run = (error: Error, result: AfterErrorHookArgs['result']) =>
  restoreFieldErrors({ error, result, context: {}, req: {} as AfterErrorHookArgs['req'] });

describe('restoreFieldErrors', () => {
  const data = {
    collection: 'redirects',
    errors: [{ path: 'from', label: 'Ancienne adresse', message: MESSAGE }],
  };

  it('gives a refused save its field messages back, so the admin shows each under its field', () => {
    expect(
      run(thrown(400, data), {
        errors: [{ message: 'Le champ suivant n’est pas valide : Ancienne adresse' }],
      }),
    ).toEqual({
      status: 400,
      response: {
        errors: [
          { name: 'ValidationError', message: 'Le champ suivant n’est pas valide : Ancienne adresse', data },
        ],
      },
    });
  });

  it('leaves an answer that already has them, a server error and an error without field messages alone', () => {
    expect(run(thrown(400, data), { errors: [{ message: 'x', data }] })).toBeUndefined();
    expect(run(thrown(500, data), { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined();
    expect(run(thrown(403, { secret: 'x' }), { errors: [{ message: 'Forbidden' }] })).toBeUndefined();
    expect(run(new Error('boom'), undefined)).toBeUndefined();
  });

  it('gives a public 4xx refusal its own message back, never a private or a server one', () => {
    const refusal = (status: number, isPublic: boolean) =>
      Object.assign(new Error('Seul le titulaire du compte change son mot de passe ou son e-mail.'), {
        status,
        isPublic,
        data: null,
      });
    const unknown = { errors: [{ message: 'An unknown error occurred.' }] };
    expect(run(refusal(403, true), unknown)).toEqual({
      status: 403,
      response: {
        errors: [{ message: 'Seul le titulaire du compte change son mot de passe ou son e-mail.' }],
      },
    });
    expect(run(refusal(403, false), unknown)).toBeUndefined();
    expect(run(refusal(500, true), unknown)).toBeUndefined();
    expect(
      run(refusal(403, true), {
        errors: [{ message: 'Seul le titulaire du compte change son mot de passe ou son e-mail.' }],
      }),
    ).toBeUndefined();
  });
});
