import { describe, expect, it } from 'vitest';
import { conditionalForm } from './conditional-form.fixture';
import {
  formReducer,
  initialFormState,
  postedFormState,
  type FormAction,
  type FormState,
} from './form-reducer';
import type { SubmitAnswer } from './submission';

const form = conditionalForm;
const start = initialFormState({ youare: '', email: '' });
const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(formReducer, state);
/** The CMS's answer to a send; a success starts the form from `startValues`. */
const answer = (answer: SubmitAnswer, startValues = {}): FormAction => ({
  type: 'answer',
  form,
  answer,
  startValues,
});

describe('formReducer: untried → tried → sending → success or failure', () => {
  it('starts untried and idle, with the start values', () => {
    expect(start).toMatchObject({ tried: false, status: 'idle', round: 0, values: { youare: '' } });
  });

  it('keeps what is typed, and resets a select that a change hides', () => {
    const state = run(
      start,
      { type: 'change', form, name: 'youare', value: 'candidate' },
      { type: 'change', form, name: 'subjectCandidat', value: 'cv' },
      { type: 'change', form, name: 'youare', value: 'customer' },
    );
    expect(state.values.youare).toBe('customer');
    expect(state.values.subjectCandidat).toBeUndefined();
    expect(state.tried).toBe(false);
  });

  it('checks a field on change only when asked (a chosen file), before any submit', () => {
    const state = run(start, { type: 'change', form, name: 'email', value: 'x', check: true });
    expect([...state.checked]).toEqual(['email']);
  });

  it('an invalid submit marks the form tried and stays idle; a valid one sends, once', () => {
    expect(run(start, { type: 'submit-invalid' })).toMatchObject({ tried: true, status: 'idle' });
    const sending = run(start, { type: 'send' });
    expect(sending).toMatchObject({ tried: true, status: 'sending' });
    expect(formReducer(sending, { type: 'send' })).toBe(sending);
  });

  it('a change while sending does not end the send', () => {
    const state = run(start, { type: 'send' }, { type: 'change', form, name: 'email', value: 'a@b.fr' });
    expect(state.status).toBe('sending');
  });

  it('a success shown in place starts the form anew, with its inputs remounted', () => {
    const typed = run(start, { type: 'change', form, name: 'email', value: 'a@b.fr' }, { type: 'send' });
    const done = formReducer(typed, answer({ kind: 'success', body: null }, { youare: '', email: '' }));
    expect(done).toMatchObject({ status: 'success', tried: false, round: 1, values: { email: '' } });
  });

  it("a 422 puts the CMS's messages on the shown fields until each is changed, keeping every value", () => {
    const typed = run(start, { type: 'change', form, name: 'email', value: 'a@b' }, { type: 'send' });
    const refused = formReducer(
      typed,
      answer({ kind: 'invalid', errors: { email: 'Veuillez renseigner une adresse mail valide.' } }),
    );
    expect(refused).toMatchObject({ status: 'invalid', values: { email: 'a@b' } });
    expect(refused.serverErrors).toEqual({ email: 'Veuillez renseigner une adresse mail valide.' });
    const fixed = formReducer(refused, { type: 'change', form, name: 'email', value: 'a@b.fr' });
    expect(fixed.serverErrors).toEqual({});
    expect(fixed.status).toBe('idle');
  });

  it('a 422 about fields the visitor cannot see is a failure: nothing to fix', () => {
    const state = formReducer(
      run(start, { type: 'send' }),
      answer({ kind: 'invalid', errors: { subjectCandidat: 'x' } }),
    );
    expect(state.status).toBe('failure');
  });

  it('a 429, a 409 and a failure keep every typed value', () => {
    const typed = run(start, { type: 'change', form, name: 'email', value: 'a@b.fr' }, { type: 'send' });
    for (const kind of ['rate-limited', 'duplicate', 'failure'] as const) {
      const state = formReducer(typed, answer({ kind }));
      expect(state).toMatchObject({ status: kind, values: { email: 'a@b.fr' } });
    }
  });

  it('after a 422, a 429 or a failure, a change clears the message and a new send starts afresh', () => {
    const typed = run(start, { type: 'change', form, name: 'email', value: 'a@b' }, { type: 'send' });
    const refused = formReducer(typed, answer({ kind: 'invalid', errors: { email: 'Adresse invalide.' } }));
    const resent = formReducer(refused, { type: 'send' });
    expect(resent).toMatchObject({ status: 'sending', serverErrors: {} });
    for (const kind of ['rate-limited', 'duplicate', 'failure'] as const) {
      const failed = formReducer(typed, answer({ kind }));
      expect(formReducer(failed, { type: 'change', form, name: 'email', value: 'a@b.fr' }).status).toBe(
        'idle',
      );
      expect(formReducer(failed, { type: 'send' }).status).toBe('sending');
    }
  });

  it('a change clears only the server message of the field changed', () => {
    const refused = formReducer(
      run(start, { type: 'change', form, name: 'youare', value: 'candidate' }),
      answer({ kind: 'invalid', errors: { email: 'Adresse invalide.', subjectCandidat: 'Choisissez.' } }),
    );
    const state = formReducer(refused, { type: 'change', form, name: 'email', value: 'a@b.fr' });
    expect(state.serverErrors).toEqual({ subjectCandidat: 'Choisissez.' });
  });

  it('an invalid submit drops the last server messages and the last answer', () => {
    const refused = formReducer(
      run(start, { type: 'send' }),
      answer({ kind: 'invalid', errors: { email: 'Adresse invalide.' } }),
    );
    expect(formReducer(refused, { type: 'submit-invalid' })).toMatchObject({
      status: 'idle',
      tried: true,
      serverErrors: {},
    });
  });

  it('each success in place remounts the inputs again; the next change clears the thanks', () => {
    const success = answer({ kind: 'success', body: null });
    const twice = run(start, { type: 'send' }, success, { type: 'send' }, success);
    expect(twice.round).toBe(2);
    expect(formReducer(twice, { type: 'change', form, name: 'email', value: 'a' }).status).toBe('idle');
  });

  it('fields checked on change stay checked, and a success forgets them', () => {
    const checked = run(
      start,
      { type: 'change', form, name: 'cv', value: 'x', check: true },
      { type: 'change', form, name: 'email', value: 'a' },
    );
    expect([...checked.checked]).toEqual(['cv']);
    const done = formReducer(checked, answer({ kind: 'success', body: null }));
    expect(done.checked.size).toBe(0);
  });
});

describe('postedFormState: the page again after a post without JavaScript', () => {
  const values = { youare: 'candidate', email: 'ada@' };
  const startValues = { youare: '', subjectCandidat: 'contact', city: 'Lyon' };

  it("shows the site's own refusal: tried, the values sent over the start values, the alert", () => {
    const state = postedFormState(form, { values, answer: null, fileDropped: false }, startValues);
    expect(state).toMatchObject({ tried: true, status: 'invalid', serverErrors: {} });
    expect(state.values).toEqual({
      youare: 'candidate',
      subjectCandidat: 'contact',
      city: 'Lyon',
      email: 'ada@',
    });
  });

  it("takes the CMS's answer as a send would", () => {
    const invalid = { kind: 'invalid', errors: { email: 'Bad' } } as const;
    expect(postedFormState(form, { values, answer: invalid, fileDropped: false }, startValues)).toMatchObject(
      {
        status: 'invalid',
        serverErrors: { email: 'Bad' },
        values: { email: 'ada@' },
      },
    );
    const limited = postedFormState(
      form,
      { values, answer: { kind: 'rate-limited' }, fileDropped: true },
      {},
    );
    expect(limited).toMatchObject({ status: 'rate-limited', values });
    const done = postedFormState(
      form,
      { values: {}, answer: { kind: 'success', body: null }, fileDropped: false },
      startValues,
    );
    expect(done).toMatchObject({ status: 'success', values: startValues, tried: false });
  });
});
