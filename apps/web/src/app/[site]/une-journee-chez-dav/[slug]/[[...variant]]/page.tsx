import { dayProductScreen } from '@/features/day-at-dav/day-product-screen';
import { detailPage } from '@/features/screen/detail-page';

const page = detailPage(dayProductScreen);

/** Prerendered for the build placeholder only: every real product of the day renders on its first request. */
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes: the product of the day and its `/script` variant; a deeper path or a missing one is the 404 page. */
export default page.Page;
