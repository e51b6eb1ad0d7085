import { offerScreen } from '@/features/offers/offer-screen';
import { detailPage } from '@/features/screen/detail-page';

/** The shell of a offer, or of its 404 (features/screen/detail-shell.tsx). */
export default detailPage(offerScreen).Layout;
