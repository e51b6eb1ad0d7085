import { isSlug, SLUG_MESSAGE } from '@dav/contract';
import type { TextField, TextFieldSingleValidation } from 'payload';
import { formatRowSlug, formatSlug } from './format-slug';

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

/**
 * The same slug for an array row (a product of the day), made from the row's own title. No
 * unique index: a column of array rows holds every document's rows, so uniqueness is the
 * `unique` check the caller gives, run on the document being saved.
 */
export function localizedRowSlugField(unique: TextFieldSingleValidation): TextField {
  return {
    name: 'slug',
    type: 'text',
    localized: true,
    admin: {
      description:
        'Per language, lowercase words joined by dashes, unique in the page. Empty: made from the title.',
    },
    hooks: { beforeValidate: [formatRowSlug] },
    validate: (value, options) => {
      if (value == null || value === '') return true;
      return isSlug(value) ? unique(value, options) : SLUG_MESSAGE;
    },
  };
}
