import type { FormField } from '@dav/contract';

/**
 * Where a field's special text (the contact form's whistleblowing notice) goes: right after the
 * choice that shows it, so a reporter reads how the channel works before any field to fill
 * (docs/product.md#contact-whistleblowing); with the field itself when nothing shown controls it.
 */
export function noticePlacement(shown: FormField[]): { field: FormField; after: string | null } | null {
  const field = shown.find((candidate) => candidate.messageIfSnowden);
  if (!field?.messageIfSnowden) return null;
  const after = field.condition?.inputName.find((name) => shown.some((f) => f.name === name)) ?? null;
  return { field, after };
}
