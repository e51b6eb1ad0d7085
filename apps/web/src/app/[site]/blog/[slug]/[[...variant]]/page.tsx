import { postScreen } from '@/features/blog/post-screen';
import { detailPage } from '@/features/screen/detail-page';

const page = detailPage(postScreen);

/** Prerendered for the build placeholder only: every real post renders on its first request. */
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes: the post and its `/script` variant; a deeper path or a missing one is the 404 page. */
export default page.Page;
