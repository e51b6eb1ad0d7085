import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload';
import type { AdminText } from './languages';
import {
  BLOCK_LABELS,
  COLLECTION_LABELS,
  GLOBAL_LABELS,
  GROUP_LABELS,
  ROW_NOUNS,
  TAB_LABELS,
} from './texts/entities';
import { DESCRIPTIONS } from './texts/descriptions';
import { FIELD_LABELS } from './texts/field-labels';
import { OPTION_LABELS } from './texts/options';

/**
 * Our config is written in English; this pass gives every label, description, option, group and
 * block of it its four admin languages from ./texts, and names array rows by their content. It
 * runs once on the raw config (before Payload adds its own fields, which Payload translates).
 * What has no translation is listed by `untranslated`, which a test keeps empty.
 */
interface Pass {
  missing: string[];
}

const ROW_LABEL_KEYS = ['label', 'title', 'name', 'email'] as const;
const ROW_LABEL_PATH = '/admin/row-label#RowLabel';

const lookup = <T>(table: Record<string, T>, key: string, pass: Pass, what: string): T | undefined => {
  const hit = table[key];
  if (hit === undefined) pass.missing.push(`${what}: ${key}`);
  return hit;
};

/** The row's naming keys: a form field by name and type; else its first label-like field. */
function rowLabelKeys(fields: Field[]): string[] {
  // Rows and collapsibles have no name: their fields belong to the row's data.
  const namesOf = (list: Field[]): string[] =>
    list.flatMap((f) => ('name' in f ? [f.name] : 'fields' in f ? namesOf(f.fields) : []));
  const names = new Set(namesOf(fields));
  if (names.has('name') && names.has('type')) return ['name', 'type'];
  const first = ROW_LABEL_KEYS.find((key) => names.has(key));
  return first ? [first] : [];
}

function translateField(field: Field, path: string, pass: Pass): Field {
  const named = 'name' in field ? field : null;
  const here = named ? `${path}.${named.name}` : path;
  const next: Record<string, unknown> = { ...field };
  if (named && named.name !== 'id') {
    next.label = FIELD_LABELS[here] ?? lookup(FIELD_LABELS, named.name, pass, `field ${here}`) ?? next.label;
  }
  const admin = field.admin as Record<string, unknown> | undefined;
  if (admin && typeof admin.description === 'string') {
    next.admin = { ...admin, description: lookup(DESCRIPTIONS, admin.description, pass, 'description') };
  }
  if ('options' in field && Array.isArray(field.options)) {
    next.options = field.options.map((option) =>
      typeof option === 'string'
        ? option
        : {
            ...option,
            label:
              typeof option.label === 'string'
                ? (lookup(OPTION_LABELS, option.label, pass, 'option') ?? option.label)
                : option.label,
          },
    );
  }
  const labels = (field as { labels?: { singular?: unknown } }).labels;
  if (typeof labels?.singular === 'string') {
    next.labels = lookup(ROW_NOUNS, labels.singular, pass, 'row noun') ?? labels;
  }
  if ('fields' in field && Array.isArray(field.fields)) {
    next.fields = field.fields.map((f) => translateField(f, here, pass));
    if (field.type === 'array') {
      const keys = rowLabelKeys(field.fields);
      const fieldAdmin = (next.admin ?? {}) as Record<string, unknown>;
      const components = (fieldAdmin.components ?? {}) as Record<string, unknown>;
      if (keys.length > 0 && !components.RowLabel)
        next.admin = {
          ...fieldAdmin,
          components: { ...components, RowLabel: { path: ROW_LABEL_PATH, clientProps: { keys } } },
        };
    }
  }
  if ('tabs' in field && Array.isArray(field.tabs)) {
    next.tabs = field.tabs.map((tab) => ({
      ...tab,
      label:
        typeof tab.label === 'string' ? (lookup(TAB_LABELS, tab.label, pass, 'tab') ?? tab.label) : tab.label,
      fields: tab.fields.map((f) => translateField(f, here, pass)),
    }));
  }
  if ('blocks' in field && Array.isArray(field.blocks)) {
    next.blocks = field.blocks.map((block) => translateBlock(block, here, pass));
  }
  return next as Field;
}

function translateBlock(block: Block, path: string, pass: Pass): Block {
  return {
    ...block,
    labels: lookup(BLOCK_LABELS, block.slug, pass, 'block') ?? block.labels,
    fields: block.fields.map((f) => translateField(f, `${path}[${block.slug}]`, pass)),
  };
}

const groupOf = (admin: { group?: unknown } | undefined, pass: Pass): AdminText | undefined =>
  typeof admin?.group === 'string' ? lookup(GROUP_LABELS, admin.group, pass, 'group') : undefined;

function collection(config: CollectionConfig, pass: Pass): CollectionConfig {
  const group = groupOf(config.admin, pass);
  const description = config.admin?.description;
  return {
    ...config,
    labels: lookup(COLLECTION_LABELS, config.slug, pass, 'collection') ?? config.labels,
    admin: {
      ...config.admin,
      ...(group ? { group } : {}),
      ...(typeof description === 'string'
        ? { description: lookup(DESCRIPTIONS, description, pass, 'description') ?? description }
        : {}),
    },
    fields: config.fields.map((f) => translateField(f, config.slug, pass)),
  };
}

function global(config: GlobalConfig, pass: Pass): GlobalConfig {
  const group = groupOf(config.admin, pass);
  // The translation volumes' fields are named and labelled by their trad key, which editors
  // search for: only the global itself is translated.
  const keyed = config.slug.startsWith('trads');
  return {
    ...config,
    label: lookup(GLOBAL_LABELS, config.slug, pass, 'global') ?? config.label,
    admin: { ...config.admin, ...(group ? { group } : {}) },
    fields: keyed ? config.fields : config.fields.map((f) => translateField(f, config.slug, pass)),
  };
}

/** For fields outside COLLECTIONS/GLOBALS (the jobs collection's mail fields); misses throw. */
export function translateFields(fields: Field[], path: string): Field[] {
  const pass: Pass = { missing: [] };
  const out = fields.map((f) => translateField(f, path, pass));
  if (pass.missing.length) throw new Error(`untranslated admin texts: ${pass.missing.join('; ')}`);
  return out;
}

export function translateConfig(collections: CollectionConfig[], globals: GlobalConfig[]) {
  const pass: Pass = { missing: [] };
  return {
    collections: collections.map((c) => collection(c, pass)),
    globals: globals.map((g) => global(g, pass)),
    untranslated: pass.missing,
  };
}
