import { offerScreen } from '@/features/offers/offer-screen';
import { detailPage } from '@/features/screen/detail-page';

const page = detailPage(offerScreen);

/** Prerendered for the build placeholder only: every real offer renders on its first request. */
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes: the offer and its `/script` variant; a deeper path or a missing one is the 404 page. */
export default page.Page;
