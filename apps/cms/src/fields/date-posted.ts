import type { DateField } from 'payload';

/**
 * When a post or an offer appears on the site (its `datePosted`, newest first in lists): now by
 * default, a later date schedules it; `description` says so to its editor.
 */
export function datePostedField(description: string): DateField {
  return {
    name: 'datePosted',
    type: 'date',
    required: true,
    defaultValue: () => new Date().toISOString(),
    index: true,
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description },
  };
}
