import { blogListScreen } from '@/features/blog/blog-list-page';
import { listPage } from '@/features/screen/screen-page';

const page = listPage(blogListScreen, false);

/** Rendered whole on the server for each request: the list must work without JavaScript. */
export const instant = false;

export const generateMetadata = page.generateMetadata;

/** docs/product.md#blog: the blog's list. */
export default page.Page;
