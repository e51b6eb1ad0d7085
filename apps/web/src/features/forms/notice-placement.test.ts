import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '@dav/contract';
import { askedFields } from '@dav/rules';
import { noticePlacement } from './notice-placement';

const reportForm = FormDefinitionSchema.parse({
  name: 'contact',
  action: '/wp-json/api/{locale}/forms/contact',
  fields: [
    {
      type: 'select',
      name: 'youare',
      options: [
        { label: 'Customer', value: 'customer' },
        { label: 'Whistleblower', value: 'snowden' },
      ],
    },
    { type: 'text', name: 'firstname' },
    {
      type: 'select',
      name: 'subsidiary',
      options: [{ label: 'DAV Lyon', value: 'dav-lyon' }],
      messageIfSnowden:
        'The whistleblowing system is open to employees. Find out more: /whistleblowing-policy',
      condition: { inputName: ['youare'], isEaquelTo: ['snowden'] },
    },
    { type: 'textarea', name: 'message' },
  ],
});

describe('noticePlacement', () => {
  it('puts the whistleblowing notice right after the choice that shows it', () => {
    const shown = askedFields(reportForm, { youare: 'snowden' });
    expect(noticePlacement(shown)).toEqual({
      field: shown.find((f) => f.name === 'subsidiary'),
      after: 'youare',
    });
  });

  it('shows no notice while the choice is not made', () => {
    expect(noticePlacement(askedFields(reportForm, { youare: 'customer' }))).toBeNull();
  });

  it('keeps the notice with its field when nothing shown controls it', () => {
    const field = { ...reportForm.fields[2]!, condition: null };
    expect(noticePlacement([field])).toEqual({ field, after: null });
  });
});
