/** The day's route (docs/product.md#a-day-at-dav): the slider, and each product's page under it. */
export const DAY_PATH = '/une-journee-chez-dav';

export const dayProductHref = (slug: string) => `${DAY_PATH}/${slug}`;
