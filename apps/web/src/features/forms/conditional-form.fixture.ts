import { FormDefinitionSchema } from '@dav/contract';

/**
 * A small form with conditions, defaults and a preselected option, as the CMS would send it, for
 * the form engine's unit tests. Test data only.
 */
export const conditionalForm = FormDefinitionSchema.parse({
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
      options: [
        { label: 'CV', value: 'cv' },
        { label: 'Contact', value: 'contact', selected: true },
      ],
      condition: { inputName: ['youare'], isEaquelTo: ['candidate'] },
    },
    { type: 'file', name: 'cv', condition: { inputName: ['subjectCandidat'], isEaquelTo: ['cv'] } },
    {
      type: 'text',
      name: 'city',
      value: 'Lyon',
      condition: { inputName: ['youare'], isEaquelTo: ['candidate'] },
    },
    { type: 'email', name: 'email' },
    { type: 'hidden', name: '_labels', value: 'contact' },
    { type: 'checkbox', name: 'confidentiality', value: '/mentions-legales' },
  ],
});
