import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES } from '@/i18n/languages';
import { translateConfig } from '@/i18n/translate-config';
import { COLLECTION_LABELS, GLOBAL_LABELS } from '@/i18n/texts/entities';
import { FIELD_LABELS } from '@/i18n/texts/field-labels';
import { GROUP_HEADINGS, ITEM_TEXTS, RETENTION_TEXTS, ROLE_HEADINGS } from '@/i18n/texts/work';
import { retentionTask } from '@/retention/retention';
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

  it('names every count of the dashboards, and every kind the nightly erasure reports but reports', () => {
    const texts = [
      ...Object.values(ROLE_HEADINGS),
      ...Object.values(GROUP_HEADINGS),
      ...Object.values(ITEM_TEXTS),
      ...Object.values(RETENTION_TEXTS.counts),
    ];
    for (const text of texts) for (const lang of ADMIN_LANGUAGES) expect(text[lang]?.trim()).toBeTruthy();
    const erased = (retentionTask.outputSchema ?? []).map((field) => ('name' in field ? field.name : ''));
    expect(Object.keys(RETENTION_TEXTS.counts).sort()).toEqual(
      erased.filter((name) => name !== 'reports').sort(),
    );
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
