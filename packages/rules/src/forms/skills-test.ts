import type { FormDefinition } from '@dav/contract';
import { SKILLS_TEST_PATH } from '@dav/contract';
import { formField } from './field-builder';

/*
 * The skills-test modal's form (docs/product.md#skills-test): lastname, firstname, email, and the
 * hidden parts naming the test. Not a CMS form: its fields are the specification's, so the page
 * and the CMS build the same definition here and check it with the same rules.
 */

export const SKILLS_TEST_FORM = 'skills-test';
export const SKILLS_TEST_HIDDEN = ['locale', 'technology', 'idSubTechnology', 'technologyId'] as const;

/** The definition, with the labels of the page's language (the CMS checks values only: no labels). */
export function skillsTestDefinition(
  labels: { lastname: string; firstname: string; email: string } = { lastname: '', firstname: '', email: '' },
): FormDefinition {
  return {
    name: SKILLS_TEST_FORM,
    action: SKILLS_TEST_PATH,
    successTarget: null,
    fields: [
      formField('text', 'lastname', labels.lastname),
      formField('text', 'firstname', labels.firstname),
      formField('email', 'email', labels.email),
      ...SKILLS_TEST_HIDDEN.map((name) => formField('hidden', name, '', false)),
    ],
  };
}
