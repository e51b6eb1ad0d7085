import { describe, expect, it } from 'vitest';
import {
  coworkingTags,
  dayTags,
  formTags,
  globalTags,
  pageTags,
  RevalidateRequestSchema,
} from './revalidate';

describe('RevalidateRequestSchema', () => {
  it('takes the tags the builders make', () => {
    const tags = [
      ...globalTags('fr'),
      ...pageTags('en', 'about-us'),
      ...formTags('de', 'contact'),
      ...coworkingTags('es'),
      ...dayTags('de'),
    ];
    expect(RevalidateRequestSchema.parse({ tags }).tags).toEqual(tags);
  });

  it.each([
    [{ tags: [] }],
    [{ tags: ['pages'] }],
    [{ tags: ['page:xx:about'] }],
    [{ tags: ['page:fr:a b'] }],
    [{ tags: 'page' }],
    [{}],
    [{ tags: Array(101).fill('page') }],
  ])('refuses %j', (body) => {
    expect(RevalidateRequestSchema.safeParse(body).success).toBe(false);
  });
});
