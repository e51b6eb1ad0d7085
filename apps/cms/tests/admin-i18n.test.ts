import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES } from '@/admin/languages';
import { translateConfig } from '@/admin/translate-config';
import { COLLECTION_LABELS, GLOBAL_LABELS } from '@/admin/texts/entities';
import { FIELD_LABELS } from '@/admin/texts/field-labels';
import { COLLECTIONS, GLOBALS } from '@/schema';

const translated = translateConfig(COLLECTIONS, GLOBALS);

type Found = { admin: { components: { RowLabel: { clientProps: { keys: string[] } } } } };
/** The named field at any depth (inside rows and tabs). */
function findField(fields: Field[], name: string): Found {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field as unknown as Found;
    const nested = [
      ...('fields' in field && !('name' in field) ? field.fields : []),
      ...('tabs' in field ? field.tabs.flatMap((tab) => tab.fields) : []),
    ];
    if (nested.length) {
      try {
        return findField(nested, name);
      } catch {
        // not in this container
      }
    }
  }
  throw new Error(`no field ${name}`);
}

describe('the admin in four languages', () => {
  it('has every label, description, option, group and block of our config in fr, en, es and de', () => {
    expect(translated.untranslated).toEqual([]);
  });

  it('has no empty text in any language', () => {
    const texts = [
      ...Object.values(FIELD_LABELS),
      ...Object.values(GLOBAL_LABELS),
      ...Object.values(COLLECTION_LABELS).flatMap((l) => [l.singular, l.plural]),
    ];
    for (const text of texts) for (const lang of ADMIN_LANGUAGES) expect(text[lang]?.trim()).toBeTruthy();
  });

  it('names array rows by their content: form fields by name and type, menu links by label', () => {
    const forms = translated.collections.find((c) => c.slug === 'forms')!;
    const fields = findField(forms.fields, 'fields');
    expect(fields.admin.components.RowLabel.clientProps.keys).toEqual(['name', 'type']);
    const menus = translated.globals.find((g) => g.slug === 'menus')!;
    const header = findField(menus.fields, 'header');
    expect(header.admin.components.RowLabel.clientProps.keys).toEqual(['label']);
  });

  it('labels a page title in French for a French editor', () => {
    const pages = translated.collections.find((c) => c.slug === 'pages')!;
    const title = pages.fields.find((f) => 'name' in f && f.name === 'title') as { label: { fr: string } };
    expect(title.label.fr).toBe('Titre');
  });
});
