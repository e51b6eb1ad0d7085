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
