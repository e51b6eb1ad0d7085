/**
 * docs/product.md#routes-script-variant: every route has a `/script` variant. A screen's folder takes one optional segment,
 * `[[...variant]]`: none is the screen, `script` its variant (no shell, not indexed), anything else
 * is not found.
 */
export type ScreenVariant = 'screen' | 'script';

export function screenVariant(segments: readonly string[] | undefined): ScreenVariant | null {
  if (!segments || segments.length === 0) return 'screen';
  return segments.length === 1 && segments[0] === 'script' ? 'script' : null;
}

/** Both variants are known in advance: prerendered per site, never per visitor. */
export function screenVariantParams(): { variant: string[] }[] {
  return [{ variant: [] }, { variant: ['script'] }];
}
