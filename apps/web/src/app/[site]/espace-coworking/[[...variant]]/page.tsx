import { coworkingScreen } from '@/features/coworking/coworking-screen';
import { screenPage } from '@/features/screen/screen-page';

const page = screenPage(coworkingScreen);

/** The screen and its `/script` variant (docs/product.md#routes-script-variant), prerendered per site. */
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** docs/product.md#coworking-page: the coworking page (features/coworking/coworking-screen.tsx). */
export default page.Page;
