import { subsidiariesListScreen } from '@/features/subsidiaries/subsidiaries-list-page';
import { listPage } from '@/features/screen/screen-page';

const page = listPage(subsidiariesListScreen, false);

/** Rendered whole on the server for each request: the list must work without JavaScript. */
export const instant = false;

export const generateMetadata = page.generateMetadata;

/** docs/product.md#subsidiaries: the map and the list. */
export default page.Page;
