import { spontaneousScreen } from '@/features/applications/spontaneous-screen';
import { screenPage } from '@/features/screen/screen-page';

const page = screenPage(spontaneousScreen);

/** The screen and its `/script` variant (docs/product.md#routes-script-variant), prerendered per site. */
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** docs/product.md#applications: the spontaneous application (features/applications/spontaneous-screen.tsx). */
export default page.Page;
