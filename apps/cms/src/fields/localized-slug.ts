import { isSlug, SLUG_MESSAGE } from '@dav/contract';
import type { TextField } from 'payload';
import { formatSlug } from '../collections/pages/hooks/format-slug';

/** A slug per language, unique, made from the title when left empty (offers, posts, categories). */
export function localizedSlugField(): TextField {
  return {
    name: 'slug',
    type: 'text',
    localized: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Per language, lowercase words joined by dashes. Empty: made from the title.',
    },
    hooks: { beforeValidate: [formatSlug] },
    validate: (value: unknown) => (value == null || isSlug(value) ? true : SLUG_MESSAGE),
  };
}
