import { withdrawalScreen } from '@/features/withdrawal/withdrawal-screen';
import { screenPage } from '@/features/screen/screen-page';

const page = screenPage(withdrawalScreen);

/** The screen and its `/script` variant (docs/product.md#routes-script-variant), prerendered per site. */
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** docs/product.md#candidates-data: withdrawing an application (features/withdrawal/withdrawal-screen.tsx). */
export default page.Page;
