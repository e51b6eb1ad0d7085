import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '@dav/contract';
import { readAnswer, submissionBody, withSentLabels } from './submission';

const definition = FormDefinitionSchema.parse({
  name: 'apply',
  action: '/wp-json/api/{locale}/forms/apply',
  fields: [
    { type: 'select', name: 'youare', options: [{ label: 'Candidate', value: 'candidate' }] },
    { type: 'text', name: 'company', condition: { inputName: ['youare'], isEaquelTo: ['customer'] } },
    {
      type: 'checkbox',
      name: 'mobility',
      options: [
        { label: 'Lyon', value: 'lyon' },
        { label: 'Paris', value: 'paris' },
      ],
    },
    { type: 'file', name: 'cv' },
    { type: 'hidden', name: '_labels', value: 'x' },
  ],
});

describe('submissionBody', () => {
  it('sends visible fields, one entry per choice, the file, and the bot trap fields', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const body = submissionBody(
      definition,
      { youare: 'candidate', company: 'ACME', mobility: ['lyon', 'paris'], cv, _labels: 'x', stray: 'no' },
      { startedAt: 1234, honeypot: '' },
    );
    expect(body.getAll('youare')).toEqual(['candidate']);
    expect(body.has('company')).toBe(false);
    expect(body.has('stray')).toBe(false);
    expect(body.getAll('mobility')).toEqual(['lyon', 'paris']);
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(body.get('_labels')).toBe('x');
    expect(body.get('_started')).toBe('1234');
    expect(body.get('website')).toBe('');
  });

  it('sends no start time for a form the browser posted itself (its page was cached), the honeypot still', () => {
    const body = submissionBody(definition, { youare: 'candidate' }, { startedAt: null, honeypot: 'bot' });
    expect(body.has('_started')).toBe(false);
    expect(body.get('website')).toBe('bot');
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readAnswer', () => {
  it('reads a success, field errors and a rate limit', async () => {
    expect(await readAnswer(json(200, { success: true }))).toEqual({
      kind: 'success',
      body: { success: true },
    });
    expect(await readAnswer(json(422, { errors: { email: 'Bad' } }))).toEqual({
      kind: 'invalid',
      errors: { email: 'Bad' },
    });
    expect(await readAnswer(json(429, { errors: { rate: 'Too many requests' } }))).toEqual({
      kind: 'rate-limited',
    });
  });

  it('reads a 409 as a duplicate job application', async () => {
    expect(await readAnswer(json(409, { errors: { email: 'Vous avez déjà candidaté…' } }))).toEqual({
      kind: 'duplicate',
    });
  });

  it('takes anything else as a failure, a 200 without the success flag included', async () => {
    expect(await readAnswer(json(200, { ok: 1 }))).toEqual({ kind: 'failure' });
    expect(await readAnswer(json(500, { errors: { server: 'Internal server error' } }))).toEqual({
      kind: 'failure',
    });
    expect(await readAnswer(new Response('<html>', { status: 502 }))).toEqual({ kind: 'failure' });
  });
});

describe('withSentLabels', () => {
  it('fills _labels with the labels of the fields sent, not those hidden by their condition', () => {
    const labelled = FormDefinitionSchema.parse({
      ...definition,
      fields: definition.fields.map((f) => ({ ...f, label: f.name.toUpperCase() })),
    });
    const values = withSentLabels(labelled, { youare: 'candidate', company: 'ACME', mobility: ['lyon'] });
    expect(JSON.parse(values._labels as string)).toEqual({ youare: 'YOUARE', mobility: 'MOBILITY' });
  });
});

describe('readAnswer with its own acceptance', () => {
  it('gives the body of an accepted answer to the caller (the skills test’s url)', async () => {
    const accepts = (body: unknown) => typeof body === 'object' && body !== null;
    expect(await readAnswer(Response.json({ url: 'https://t.example/1' }), accepts)).toEqual({
      kind: 'success',
      body: { url: 'https://t.example/1' },
    });
    expect(await readAnswer(Response.json({}, { status: 500 }), accepts)).toEqual({ kind: 'failure' });
  });
});
