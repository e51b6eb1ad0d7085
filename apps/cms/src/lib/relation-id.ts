/** The id of a relationship value, populated or not: `3` or `{ id: 3 }` → 3; nothing → null. */
export function relationId(value: unknown): number | null {
  const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value;
  return typeof id === 'number' ? id : null;
}

/** The ids of a hasMany relationship value, populated or not. */
export function relationIds(list: unknown): number[] {
  return Array.isArray(list) ? list.flatMap((item) => relationId(item) ?? []) : [];
}
