import { describe, expect, it } from 'vitest';
import { blogHref, readBlogQuery } from './blog-url';

describe('the blog URL', () => {
  it('reads category, order and page, each refused value as its default', () => {
    expect(readBlogQuery({})).toEqual({ order: 'desc', page: 1 });
    expect(readBlogQuery({ category: 'tech', order: 'asc', page: '2' })).toEqual({
      category: 'tech',
      order: 'asc',
      page: 2,
    });
    expect(readBlogQuery({ category: '<b>', order: 'up', page: '0' })).toEqual({ order: 'desc', page: 1 });
    expect(readBlogQuery({ category: ['tech', 'news'] })).toMatchObject({ category: 'tech' });
  });

  it('writes only what differs from the defaults', () => {
    expect(blogHref({ order: 'desc', page: 1 })).toBe('/blog');
    expect(blogHref({ category: 'tech', order: 'asc', page: 3 }, 'article-19')).toBe(
      '/blog?category=tech&order=asc&page=3#article-19',
    );
  });
});
