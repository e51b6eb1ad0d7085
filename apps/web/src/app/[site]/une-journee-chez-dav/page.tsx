import { dayScreen } from '@/features/day-at-dav/day-page';
import { listPage } from '@/features/screen/screen-page';

const page = listPage(dayScreen, false);

export const generateMetadata = page.generateMetadata;

/** docs/product.md#a-day-at-dav: the slider. */
export default page.Page;
