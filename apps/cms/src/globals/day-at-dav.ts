import type { ArrayField, Field, GlobalConfig, TextFieldSingleValidation } from 'payload';
import { localizedRowSlugField } from '../fields/localized-slug';
import { seoField } from '../fields/seo';
import { draftGlobalDefaults } from './access';

/** The global's four lists of products, in the slider's order. */
export const DAY_PRODUCT_ARRAYS = ['themes', 'rooms', 'lunches', 'goodies'] as const;

/**
 * A product's page is `/une-journee-chez-dav/{slug}`: two products of the day cannot share a
 * slug in a language. `data` holds the language being saved, its slugs already made from the
 * titles (beforeValidate runs first).
 */
const uniqueProductSlug: TextFieldSingleValidation = (value, { data }) => {
  const rows = DAY_PRODUCT_ARRAYS.flatMap((name) => {
    const list = (data as Record<string, unknown> | undefined)?.[name];
    return Array.isArray(list) ? (list as { slug?: unknown }[]) : [];
  });
  const uses = rows.filter((row) => row?.slug === value).length;
  return uses > 1
    ? `Two products of the day have the slug “${value}” in this language: give one of them another slug.`
    : true;
};

const productFields = (withPrice: boolean): Field[] => [
  { name: 'title', type: 'text', localized: true, required: true },
  localizedRowSlugField(uniqueProductSlug),
  { name: 'text', type: 'textarea', localized: true },
  { name: 'image', type: 'upload', relationTo: 'media' },
  ...(withPrice
    ? [
        {
          name: 'pricePerDay',
          label: 'Price per day',
          type: 'number',
          min: 0,
          admin: { description: 'Euros excl. VAT, per day. Empty: no price shown.' },
        } satisfies Field,
      ]
    : []),
  // The product's page (`/une-journee-chez-dav/{slug}`) is shared like any other document.
  seoField(),
];

/**
 * One step's products. The row id is the product's id in a visitor's basket: it never changes
 * while the row exists, so a booking names its products whatever their titles become.
 */
const products = (name: string, singular: string, plural: string, withPrice = false): ArrayField => ({
  name,
  type: 'array',
  labels: { singular, plural },
  fields: productFields(withPrice),
});

/**
 * The "day at DAV" page (docs/product.md#a-day-at-dav): its intro and the products of the
 * slider's steps 1 to 4, GET /wp-json/api/{locale}/day-at-dav. The booking form is the `day` form.
 */
export const DayAtDav: GlobalConfig = {
  slug: 'day-at-dav',
  label: 'A day at DAV',
  admin: { group: 'Content' },
  ...draftGlobalDefaults(['day']),
  fields: [
    {
      name: 'intro',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'text', type: 'textarea', localized: true },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Themes', fields: [products('themes', 'Theme', 'Themes')] },
        { label: 'Rooms', fields: [products('rooms', 'Room', 'Rooms', true)] },
        { label: 'Lunches', fields: [products('lunches', 'Lunch', 'Lunches')] },
        { label: 'Goodies', fields: [products('goodies', 'Goodie', 'Goodies')] },
      ],
    },
  ],
};
