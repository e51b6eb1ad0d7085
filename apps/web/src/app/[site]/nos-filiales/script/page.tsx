import { subsidiariesListScreen } from '@/features/subsidiaries/subsidiaries-list-page';
import { listPage } from '@/features/screen/screen-page';

const page = listPage(subsidiariesListScreen, true);

/** Rendered whole on the server for each request: the list must work without JavaScript. */
export const instant = false;

export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes-script-variant: the map and the list without the shell. */
export default page.Page;
