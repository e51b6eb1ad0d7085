import { z } from 'zod';

/**
 * A slug: lowercase letters and digits, words joined by single dashes (`qui-sommes-nous`). Page
 * slugs, form names, subsidiary and expertise values all follow it, in the CMS when they are saved
 * and in the website when a path is read, so a path that cannot name anything is a 404 at once.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 200;
export const SLUG_MESSAGE = 'Use lowercase letters, digits and dashes';

/** Zod-free, for the browser and the proxy. */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

export const SlugSchema = z.string().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, SLUG_MESSAGE);
export type Slug = z.infer<typeof SlugSchema>;
