import { FormDefinitionSchema, type FormDefinition, type FormFieldInput } from '@dav/contract';

/** The contact form of docs/product.md#contact-fields, #forms-validation, as the CMS would define it. Test data only. */

export const YOUARE = [
  'customer',
  'candidate',
  'createur',
  'journaliste',
  'visiteur',
  'extra',
  'snowden',
] as const;
export type Youare = (typeof YOUARE)[number];
export const SUBJECT_FIELDS = ['subject0', 'subject1', 'subjectCandidat', 'subjectJournaliste'] as const;

const shownFor = (...values: Youare[]) => ({ inputName: ['youare'], isEaquelTo: values });
const options = (...values: string[]) => values.map((value) => ({ name: value.toUpperCase(), value }));
const subjects = options('call', 'contact', 'project', 'idea', 'training', 'phone');

const fields: FormFieldInput[] = [
  { type: 'select', name: 'youare', options: options(...YOUARE) },
  { type: 'text', name: 'company', condition: shownFor('snowden', 'customer', 'journaliste', 'createur') },
  {
    type: 'select',
    name: 'job',
    options: options('networks', 'smart-industries', 'healthcare', 'finance', 'autre'),
    condition: shownFor(...YOUARE.filter((value) => value !== 'snowden')),
  },
  { type: 'text', name: 'city', condition: shownFor(...YOUARE.filter((value) => value !== 'snowden')) },
  {
    type: 'select',
    name: 'subject0',
    options: subjects,
    condition: shownFor('customer', 'visiteur', 'createur'),
  },
  { type: 'select', name: 'subject1', options: subjects, condition: shownFor('extra') },
  {
    type: 'select',
    name: 'subjectCandidat',
    options: [...subjects, { label: 'CV', value: 'cv' }],
    condition: shownFor('candidate'),
  },
  { type: 'select', name: 'subjectJournaliste', options: subjects, condition: shownFor('journaliste') },
  {
    type: 'file',
    name: 'cv',
    messageIfLargeFile: null,
    condition: { inputName: ['subjectCandidat'], isEaquelTo: ['cv'] },
  },
  { type: 'text', name: 'who', condition: { inputName: [...SUBJECT_FIELDS], isEaquelTo: ['contact'] } },
  { type: 'text', name: 'firstname' },
  { type: 'text', name: 'lastname' },
  { type: 'email', name: 'email' },
  { type: 'text', name: 'phone', required: false },
  {
    type: 'select',
    name: 'subsidiary',
    options: options('paris', 'lyon'),
    condition: shownFor('snowden'),
    messageIfSnowden: 'Le dispositif d’alerte est ouvert aux salariés, prestataires et candidats.',
  },
  { type: 'textarea', name: 'message' },
];

export const contactForm: FormDefinition = FormDefinitionSchema.parse({
  name: 'contact',
  action: '/wp-json/api/fr/form-contact',
  successTarget: '/demande-envoyee',
  fields,
});

/** The fields every visitor sees, whatever youare. */
export const ALWAYS_SHOWN = ['youare', 'firstname', 'lastname', 'email', 'phone', 'message'] as const;
