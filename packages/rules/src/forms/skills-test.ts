import type { FormDefinition, FormField } from '@dav/contract';
import { SKILLS_TEST_PATH } from '@dav/contract';

/*
 * The skills-test modal's form (docs/product.md#skills-test): lastname, firstname, email, and the
 * hidden parts naming the test. Not a CMS form: its fields are the specification's, so the page
 * and the CMS build the same definition here and check it with the same rules.
 */

export const SKILLS_TEST_FORM = 'skills-test';
export const SKILLS_TEST_HIDDEN = ['locale', 'technology', 'idSubTechnology', 'technologyId'] as const;

const field = (type: FormField['type'], name: string, label: string, required = true): FormField => ({
  type,
  name,
  label,
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
  required,
});

/** The definition, with the labels of the page's language (the CMS checks values only: no labels). */
export function skillsTestDefinition(
  labels: { lastname: string; firstname: string; email: string } = { lastname: '', firstname: '', email: '' },
): FormDefinition {
  return {
    name: SKILLS_TEST_FORM,
    action: SKILLS_TEST_PATH,
    successTarget: null,
    fields: [
      field('text', 'lastname', labels.lastname),
      field('text', 'firstname', labels.firstname),
      field('email', 'email', labels.email),
      ...SKILLS_TEST_HIDDEN.map((name) => field('hidden', name, '', false)),
    ],
  };
}
