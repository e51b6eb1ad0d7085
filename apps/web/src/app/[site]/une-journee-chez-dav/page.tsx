import { dayMetadata, DayPage } from '@/features/day-at-dav/day-page';
import { listPage } from '@/features/screen/list-page';

const page = listPage({ metadata: dayMetadata, Page: DayPage }, false);

export const generateMetadata = page.generateMetadata;

/** docs/product.md#a-day-at-dav: the slider. */
export default page.Page;
