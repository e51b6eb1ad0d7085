import { describe, expect, it } from 'vitest';
import { skillsTestDefinition } from './skills-test';
import { validateForm } from './validate';

describe('the skills-test form', () => {
  const definition = skillsTestDefinition({ lastname: 'Nom', firstname: 'Prénom', email: 'E-mail' });

  it('asks lastname, firstname and email, and carries the test’s hidden parts', () => {
    expect(definition.fields.map((f) => [f.name, f.type])).toEqual([
      ['lastname', 'text'],
      ['firstname', 'text'],
      ['email', 'email'],
      ['locale', 'hidden'],
      ['technology', 'hidden'],
      ['idSubTechnology', 'hidden'],
      ['technologyId', 'hidden'],
    ]);
    expect(definition.action).toBe('/wp-json/api/appskills');
  });

  it('requires the three, and an e-mail that is one, in the page’s language', () => {
    expect(
      validateForm(definition, { lastname: ' ', firstname: 'Alan', email: 'nope' }, 'fr').errors,
    ).toEqual({
      lastname: 'Merci de renseigner ce champ obligatoire',
      email: 'Veuillez renseigner une adresse mail valide.',
    });
    expect(
      validateForm(definition, { lastname: 'Turing', firstname: 'Alan', email: 'a@b.uk' }, 'en').valid,
    ).toBe(true);
  });
});
