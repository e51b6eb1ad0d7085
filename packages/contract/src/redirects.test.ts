import { describe, expect, it } from 'vitest';
import { RedirectsResponseSchema } from './redirects';
import { CacheTagSchema, redirectsTags } from './revalidate';

describe('RedirectsResponseSchema', () => {
  it('takes a path source, any target and 301 or 302 only', () => {
    const ok = { items: [{ from: '/category/actualites', to: '/blog', status: 301 }] };
    expect(RedirectsResponseSchema.parse(ok)).toEqual(ok);
    const bad = (item: object) => RedirectsResponseSchema.safeParse({ items: [item] }).success;
    expect(bad({ from: '/x', to: '/y', status: 307 })).toBe(false);
    expect(bad({ from: 'x', to: '/y', status: 301 })).toBe(false);
    expect(bad({ from: '/x', to: '', status: 302 })).toBe(false);
  });

  it('has cache tags the revalidate route accepts', () => {
    for (const tag of redirectsTags('es')) expect(CacheTagSchema.parse(tag)).toBe(tag);
  });
});
