import { offersSearchScreen } from '@/features/offers/offers-search-page';
import { listPage } from '@/features/screen/screen-page';

const page = listPage(offersSearchScreen, false);

/** Rendered whole on the server for each request: the list must work without JavaScript. */
export const instant = false;

export const generateMetadata = page.generateMetadata;

/** docs/product.md#job-offers: the offers' search. */
export default page.Page;
