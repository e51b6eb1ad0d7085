import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormDefinitionSchema, FormErrorsSchema, FormFieldSchema, FormOptionSchema } from './form';

describe('FormFieldSchema', () => {
  it('fills the optional keys: nulls, no options, no condition, required', () => {
    expect(FormFieldSchema.parse({ type: 'text', name: 'firstname' })).toEqual({
      type: 'text',
      name: 'firstname',
      label: '',
      placeholder: null,
      value: null,
      options: [],
      min: null,
      max: null,
      step: null,
      messageIfEmpty: null,
      messageIfInvalid: null,
      messageIfLargeFile: null,
      messageIfSnowden: null,
      condition: null,
      required: true,
    });
  });

  it('keeps an explicit required: false', () => {
    expect(FormFieldSchema.parse({ type: 'text', name: 'phone', required: false }).required).toBe(false);
  });

  it('normalises name/value options to label/value and keeps the selected flag', () => {
    const field = FormFieldSchema.parse({
      type: 'select',
      name: 'youare',
      options: [
        { name: 'Client', value: 'customer', selected: true },
        { label: 'Candidat', value: 'candidate' },
        { label: 'Wins', name: 'Loses', value: 'both' },
      ],
    });
    expect(field.options).toEqual([
      { label: 'Client', value: 'customer', selected: true },
      { label: 'Candidat', value: 'candidate' },
      { label: 'Wins', value: 'both' },
    ]);
  });

  it('rejects an option with neither label nor name', () => {
    expect(FormOptionSchema.safeParse({ value: 'x' }).success).toBe(false);
  });

  it.each([
    ['an unknown type', { type: 'radio', name: 'x' }],
    ['an empty name', { type: 'text', name: '' }],
    ['a string bound', { type: 'number', name: 'people', min: '1' }],
    [
      'a condition without inputName',
      { type: 'text', name: 'x', condition: { inputName: [], isEaquelTo: ['a'] } },
    ],
  ])('rejects %s', (_, raw) => {
    expect(FormFieldSchema.safeParse(raw).success).toBe(false);
  });

  it('accepts a condition over several fields', () => {
    const condition = { inputName: ['subject0', 'subject1'], isEaquelTo: ['contact'] };
    expect(FormFieldSchema.parse({ type: 'text', name: 'who', condition }).condition).toEqual(condition);
  });
});

describe('FormDefinitionSchema', () => {
  const base = { name: 'coworking', action: '/wp-json/api/fr/form-coworking', fields: [] };

  it('parses a definition and defaults successTarget to null', () => {
    const parsed = FormDefinitionSchema.parse({
      ...base,
      fields: [{ type: 'email', name: 'email', messageIfEmpty: 'Email ?' }],
    });
    expect(parsed.successTarget).toBeNull();
    expect(parsed.fields[0]?.messageIfEmpty).toBe('Email ?');
  });

  it.each(['https://evil.example/collect', '//evil.example/collect', 'form-coworking', ''])(
    'rejects the action %j: only contract paths',
    (action) => {
      expect(FormDefinitionSchema.safeParse({ ...base, action }).success).toBe(false);
    },
  );

  it('rejects two fields with the same name', () => {
    const fields = [
      { type: 'text', name: 'city' },
      { type: 'text', name: 'city' },
    ];
    const result = FormDefinitionSchema.safeParse({ ...base, fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['fields', 1, 'name']);
  });

  it('has a JSON Schema, options included (for the OpenAPI document)', () => {
    const json = JSON.stringify(z.toJSONSchema(FormDefinitionSchema, { io: 'output' }));
    expect(json).toContain('isEaquelTo');
    expect(json).toContain('selected');
  });
});

describe('FormErrorsSchema', () => {
  it('is a map of field name to message', () => {
    expect(FormErrorsSchema.parse({ errors: { email: 'Please enter a valid email address.' } })).toEqual({
      errors: { email: 'Please enter a valid email address.' },
    });
    expect(FormErrorsSchema.safeParse({ errors: { email: 1 } }).success).toBe(false);
  });
});
