import { offersSearchScreen } from '@/features/offers/offers-search-page';
import { listPage } from '@/features/screen/screen-page';

const page = listPage(offersSearchScreen, true);

/** Rendered whole on the server for each request: the list must work without JavaScript. */
export const instant = false;

export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes-script-variant: the offers' search without the shell. */
export default page.Page;
