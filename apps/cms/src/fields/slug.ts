import type { TextField } from 'payload';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A unique, language-independent slug: lowercase words joined by dashes. */
export function slugField(description: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: (value: unknown) =>
      typeof value === 'string' && SLUG_PATTERN.test(value)
        ? true
        : 'Use lowercase letters, digits and dashes',
  };
}
