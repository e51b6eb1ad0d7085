import type { Article, WithContext } from 'schema-dts';
import type { Locale, PostResponse } from '@dav/contract';

/**
 * A post as schema.org `Article` (docs/product.md#blog): what Google reads for an article — headline,
 * dates, image, author, publisher — from the post alone; absolute URLs on the site's origin.
 */
export function articleJsonLd(
  post: PostResponse,
  context: { url: string; origin: string; locale: Locale; organization: { name: string; logo: string } },
): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    inLanguage: context.locale,
    datePublished: post.datePosted,
    dateModified: post.updatedAt,
    mainEntityOfPage: context.url,
    ...(post.cover ? { image: new URL(post.cover.url, context.origin).toString() } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
    publisher: {
      '@type': 'Organization',
      name: context.organization.name,
      logo: { '@type': 'ImageObject', url: context.organization.logo },
    },
  };
}
