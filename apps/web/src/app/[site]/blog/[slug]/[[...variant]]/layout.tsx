import { postScreen } from '@/features/blog/post-screen';
import { detailPage } from '@/features/screen/detail-page';

/** The shell of a post, or of its 404 (features/screen/detail-shell.tsx). */
export default detailPage(postScreen).Layout;
