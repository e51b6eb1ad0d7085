import type { GroupField } from 'payload';

/**
 * What search engines and social sites show of a document (docs/product.md#what-search-engines-and-social-sites-see):
 * its title, description and share image, each falling back to the document's own when empty.
 */
export function seoField(): GroupField {
  return {
    name: 'seo',
    label: 'SEO',
    type: 'group',
    admin: {
      description:
        'What search engines and social sites show. Empty: the title, the summary and the picture of the document, else the site’s default share image.',
    },
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'description', type: 'textarea', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  };
}
