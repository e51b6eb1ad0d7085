import { subsidiaryScreen } from '@/features/subsidiaries/subsidiary-screen';
import { detailPage } from '@/features/screen/detail-page';

/** The shell of a subsidiary, or of its 404 (features/screen/detail-shell.tsx). */
export default detailPage(subsidiaryScreen).Layout;
