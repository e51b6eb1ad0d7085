import { followUpScreen } from '@/features/whistleblowing/follow-up-screen';
import { screenPage } from '@/features/screen/screen-page';

const page = screenPage(followUpScreen);

/** The screen and its `/script` variant (docs/product.md#routes-script-variant), prerendered per site. */
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** docs/product.md#whistleblowing-follow-up: a report's follow-up (features/whistleblowing/follow-up-screen.tsx). */
export default page.Page;
