import { blogListScreen } from '@/features/blog/blog-list-page';
import { listPage } from '@/features/screen/screen-page';

const page = listPage(blogListScreen, true);

/** Rendered whole on the server for each request: the list must work without JavaScript. */
export const instant = false;

export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes-script-variant: the blog's list without the shell. */
export default page.Page;
