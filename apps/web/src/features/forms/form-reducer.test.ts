import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '@dav/contract';
import { formReducer, initialFormState, type FormState } from './form-reducer';

const form = FormDefinitionSchema.parse({
  name: 'contact',
  action: '/wp-json/api/{locale}/forms/contact',
  fields: [
    {
      type: 'select',
      name: 'youare',
      options: [
        { label: 'Candidate', value: 'candidate' },
        { label: 'Customer', value: 'customer' },
      ],
    },
    {
      type: 'select',
      name: 'subjectCandidat',
      options: [{ label: 'CV', value: 'cv' }],
      condition: { inputName: ['youare'], isEaquelTo: ['candidate'] },
    },
    { type: 'email', name: 'email' },
  ],
});

const start = initialFormState({ youare: '', email: '' });
const run = (state: FormState, ...actions: Parameters<typeof formReducer>[1][]) =>
  actions.reduce(formReducer, state);

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
    const done = formReducer(typed, {
      type: 'answer',
      form,
      answer: { kind: 'success' },
      startValues: { youare: '', email: '' },
    });
    expect(done).toMatchObject({ status: 'success', tried: false, round: 1, values: { email: '' } });
  });

  it("a 422 puts the CMS's messages on the shown fields until each is changed, keeping every value", () => {
    const typed = run(start, { type: 'change', form, name: 'email', value: 'a@b' }, { type: 'send' });
    const refused = formReducer(typed, {
      type: 'answer',
      form,
      answer: { kind: 'invalid', errors: { email: 'Veuillez renseigner une adresse mail valide.' } },
      startValues: {},
    });
    expect(refused).toMatchObject({ status: 'invalid', values: { email: 'a@b' } });
    expect(refused.serverErrors).toEqual({ email: 'Veuillez renseigner une adresse mail valide.' });
    const fixed = formReducer(refused, { type: 'change', form, name: 'email', value: 'a@b.fr' });
    expect(fixed.serverErrors).toEqual({});
    expect(fixed.status).toBe('idle');
  });

  it('a 422 about fields the visitor cannot see is a failure: nothing to fix', () => {
    const state = formReducer(run(start, { type: 'send' }), {
      type: 'answer',
      form,
      answer: { kind: 'invalid', errors: { subjectCandidat: 'x' } },
      startValues: {},
    });
    expect(state.status).toBe('failure');
  });

  it('a 429 and a failure keep every typed value', () => {
    const typed = run(start, { type: 'change', form, name: 'email', value: 'a@b.fr' }, { type: 'send' });
    for (const kind of ['rate-limited', 'failure'] as const) {
      const state = formReducer(typed, { type: 'answer', form, answer: { kind }, startValues: {} });
      expect(state).toMatchObject({ status: kind, values: { email: 'a@b.fr' } });
    }
  });
});
