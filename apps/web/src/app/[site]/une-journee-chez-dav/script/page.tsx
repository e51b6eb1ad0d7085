import { dayMetadata, DayPage } from '@/features/day-at-dav/day-page';
import { listPage } from '@/features/screen/list-page';

const page = listPage({ metadata: dayMetadata, Page: DayPage }, true);

export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes-script-variant: the slider without the shell. */
export default page.Page;
