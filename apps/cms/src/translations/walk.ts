import type { Block, Field } from 'payload';

/*
 * The localized values of a document, read from its config: what one language of it holds, which
 * of its required fields are empty, and which pictures it shows. Pure, on plain data, so the
 * save hook, the start-up backfill and the document's panel all judge alike.
 */

type Data = Record<string, unknown>;

/** A field's label as configured (our AdminText, a string, or Payload's label function). */
export type FieldLabel = unknown;

/** Where a missing field is: the labels of its containers and its own, and a row number. */
export interface MissingField {
  path: string;
  labels: FieldLabel[];
}

/** Server-only rule a field may carry in `custom`: when it is required in each language. */
export interface TranslationCustom {
  requiredInEachLanguage?: (siblingData: Data) => boolean;
}

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rowsOf = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isObject) : []);

const blockOf = (blocks: readonly Block[], row: Data) => blocks.find((b) => b.slug === row.blockType);

/** Fields that hold their children at the same level of the data (rows, collapsibles, unnamed tabs). */
function flatten(fields: readonly Field[]): Field[] {
  return fields.flatMap((field): Field[] => {
    if (field.type === 'row' || field.type === 'collapsible') return flatten(field.fields);
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name
          ? [{ name: tab.name, type: 'group', label: tab.label, fields: tab.fields } as Field]
          : flatten(tab.fields),
      );
    // Hidden fields are derived by hooks (an offer's search text), never written by editors.
    return 'name' in field && !('hidden' in field && field.hidden) ? [field] : [];
  });
}

/** One language's view of a document read with `locale: 'all'`: localized values picked. */
export function pickLocale(fields: readonly Field[], all: Data, locale: string): Data {
  const out: Data = {};
  for (const field of flatten(fields)) {
    if (!('name' in field) || field.type === 'ui' || field.type === 'join') continue;
    const raw = all[field.name];
    const value = 'localized' in field && field.localized ? (isObject(raw) ? raw[locale] : undefined) : raw;
    out[field.name] = 'localized' in field && field.localized ? value : pickInside(field, value, locale);
  }
  return out;
}

function pickInside(field: Field, value: unknown, locale: string): unknown {
  if (field.type === 'group' && isObject(value)) return pickLocale(field.fields, value, locale);
  if (field.type === 'array' && Array.isArray(value))
    return rowsOf(value).map((row) => ({ ...row, ...pickLocale(field.fields, row, locale) }));
  if (field.type === 'blocks' && Array.isArray(value))
    return rowsOf(value).map((row) => {
      const block = blockOf(field.blocks, row);
      return block ? { ...row, ...pickLocale(block.fields, row, locale) } : row;
    });
  return value;
}

const hasLocalized = (field: Field): boolean =>
  ('localized' in field && field.localized === true) ||
  ('fields' in field && Array.isArray(field.fields) && field.fields.some(hasLocalized)) ||
  (field.type === 'tabs' && field.tabs.some((tab) => tab.fields.some(hasLocalized))) ||
  (field.type === 'blocks' && field.blocks.some((block) => block.fields.some(hasLocalized)));

/** The values of `data` that are the same in every language (no localized value inside), as saved. */
export function sharedPart(fields: readonly Field[], data: Data): Data {
  const out: Data = {};
  for (const field of flatten(fields))
    if ('name' in field && field.name in data && !hasLocalized(field)) out[field.name] = data[field.name];
  return out;
}

/** Only the localized values of one language's view, to tell whether that language changed. */
export function localizedPart(fields: readonly Field[], view: Data, inLocalized = false): Data {
  const out: Data = {};
  for (const field of flatten(fields)) {
    if (!('name' in field) || field.type === 'ui' || field.type === 'join') continue;
    const value = view[field.name];
    if (inLocalized || ('localized' in field && field.localized)) out[field.name] = value;
    else if (field.type === 'group' && isObject(value)) out[field.name] = localizedPart(field.fields, value);
    else if (field.type === 'array' && Array.isArray(value))
      out[field.name] = rowsOf(value).map((row) => localizedPart(field.fields, row));
    else if (field.type === 'blocks' && Array.isArray(value))
      out[field.name] = rowsOf(value).map((row) => {
        const block = blockOf(field.blocks, row);
        return block ? localizedPart(block.fields, row) : {};
      });
  }
  return out;
}

/** A rich text node with content: text that is not blank, or a node that holds no text (an upload). */
function richTextHasContent(node: unknown): boolean {
  if (!isObject(node)) return false;
  if (typeof node.text === 'string') return node.text.trim() !== '';
  if (Array.isArray(node.children)) return node.children.some(richTextHasContent);
  return node.type !== 'linebreak' && node.type !== 'tab';
}

const isEmpty = (field: Field, value: unknown): boolean => {
  if (field.type === 'richText') return !(isObject(value) && richTextHasContent(value.root));
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') return value.trim() === '';
  return value === null || value === undefined;
};

function isRequired(field: Field, sibling: Data): boolean {
  const custom = (field as { custom?: { translation?: TranslationCustom } }).custom?.translation;
  if (custom?.requiredInEachLanguage) return custom.requiredInEachLanguage(sibling);
  const required = 'required' in field && field.required === true;
  const minRows = 'minRows' in field && typeof field.minRows === 'number' && field.minRows > 0;
  return required || minRows;
}

function isShown(field: Field, data: Data, sibling: Data): boolean {
  const condition = field.admin?.condition;
  if (!condition) return true;
  try {
    return Boolean(
      condition(data, sibling, { blockData: undefined, operation: 'update', path: [], user: null } as never),
    );
  } catch {
    return true;
  }
}

/**
 * The required fields one language's view leaves empty: a required localized field, or a
 * required field inside a localized array or blocks. Required fields that are the same in every
 * language belong to no language, and are Payload's own validation's business.
 */
export function missingFields(fields: readonly Field[], view: Data): MissingField[] {
  const found: MissingField[] = [];
  const visit = (
    list: readonly Field[],
    data: Data,
    path: string,
    labels: FieldLabel[],
    inLocalized: boolean,
  ) => {
    for (const field of flatten(list)) {
      if (!('name' in field) || field.type === 'ui' || field.type === 'join') continue;
      if (!isShown(field, view, data)) continue;
      const here = path ? `${path}.${field.name}` : field.name;
      const label = 'label' in field && field.label ? field.label : field.name;
      const trail = [...labels, label];
      const localized = inLocalized || ('localized' in field && field.localized === true);
      const value = data[field.name];
      if (localized && isRequired(field, data) && isEmpty(field, value)) {
        found.push({ path: here, labels: trail });
        continue;
      }
      if (field.type === 'group' && isObject(value)) visit(field.fields, value, here, trail, localized);
      if (field.type === 'array')
        rowsOf(value).forEach((row, i) =>
          visit(field.fields, row, `${here}.${i}`, [...trail, i + 1], localized),
        );
      if (field.type === 'blocks')
        rowsOf(value).forEach((row, i) => {
          const block = blockOf(field.blocks, row);
          if (block)
            visit(
              block.fields,
              row,
              `${here}.${i}`,
              [...trail, block.labels?.singular ?? block.slug],
              localized,
            );
        });
    }
  };
  visit(fields, view, '', [], false);
  return found;
}

/** The ids of the media one language's view shows (upload fields to `media`, at any depth). */
export function pictureIds(fields: readonly Field[], view: Data): Set<string> {
  const ids = new Set<string>();
  const add = (value: unknown) => {
    const id = isObject(value) ? value.id : value;
    if (typeof id === 'number' || typeof id === 'string') ids.add(String(id));
  };
  const visit = (list: readonly Field[], data: Data) => {
    for (const field of flatten(list)) {
      if (!('name' in field)) continue;
      const value = data[field.name];
      if (field.type === 'upload' && field.relationTo === 'media') {
        if (Array.isArray(value)) value.forEach(add);
        else add(value);
      }
      if (field.type === 'group' && isObject(value)) visit(field.fields, value);
      if (field.type === 'array') rowsOf(value).forEach((row) => visit(field.fields, row));
      if (field.type === 'blocks')
        rowsOf(value).forEach((row) => {
          const block = blockOf(field.blocks, row);
          if (block) visit(block.fields, row);
        });
    }
  };
  visit(fields, view);
  return ids;
}

/** JSON with sorted keys and no empty values: the same content stored by SQLite or PostgreSQL compares equal. */
export function stableJson(value: unknown): string {
  const norm = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const items = v.map(norm);
      return items.some((x) => x !== undefined) ? items : undefined;
    }
    if (isObject(v)) {
      const entries = Object.keys(v)
        .sort()
        .map((k) => [k, norm(v[k])] as const)
        .filter(([, x]) => x !== undefined);
      return entries.length ? Object.fromEntries(entries) : undefined;
    }
    if (v === null || v === '') return undefined;
    return v;
  };
  return JSON.stringify(norm(value) ?? null);
}
