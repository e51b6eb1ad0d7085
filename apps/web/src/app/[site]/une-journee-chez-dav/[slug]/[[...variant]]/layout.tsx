import { dayProductScreen } from '@/features/day-at-dav/day-product-screen';
import { detailPage } from '@/features/screen/detail-page';

/** The shell of a product of the day, or of its 404 (features/screen/detail-shell.tsx). */
export default detailPage(dayProductScreen).Layout;
