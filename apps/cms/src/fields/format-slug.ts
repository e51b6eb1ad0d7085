import type { FieldHook } from 'payload';

/** `Qui sommes-nous ?` → `qui-sommes-nous`. Accents are folded, anything else becomes a dash. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** An empty slug is made from the title; a typed one is normalised. */
export const formatSlug: FieldHook = ({ value, data, originalDoc }) => {
  if (typeof value === 'string' && value.trim()) return slugify(value);
  const title = (data?.title ?? originalDoc?.title) as unknown;
  return typeof title === 'string' && title.trim() ? slugify(title) : value;
};

/**
 * `formatSlug` for an array row (a product of the day): its title is the row's own, in
 * `siblingData`, not the document's.
 */
export const formatRowSlug: FieldHook = ({ value, siblingData }) => {
  if (typeof value === 'string' && value.trim()) return slugify(value);
  const title = (siblingData as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title.trim() ? slugify(title) : value;
};
