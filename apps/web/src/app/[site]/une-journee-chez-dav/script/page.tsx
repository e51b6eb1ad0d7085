import { dayScreen } from '@/features/day-at-dav/day-page';
import { listPage } from '@/features/screen/screen-page';

const page = listPage(dayScreen, true);

export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes-script-variant: the slider without the shell. */
export default page.Page;
