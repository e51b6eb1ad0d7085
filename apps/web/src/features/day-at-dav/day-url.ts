import { routePath } from '@dav/rules';

/** The day's route (docs/product.md#a-day-at-dav): the slider, and each product's page under it. */
export const DAY_PATH = routePath('day');

export const dayProductHref = (slug: string) => routePath('day-detail', slug);
