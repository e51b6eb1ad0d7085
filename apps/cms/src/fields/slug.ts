import { isSlug, SLUG_MESSAGE } from '@dav/contract';
import type { TextField } from 'payload';

/** A unique, language-independent slug: lowercase words joined by dashes. */
export function slugField(description: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: (value: unknown) => (isSlug(value) ? true : SLUG_MESSAGE),
  };
}
