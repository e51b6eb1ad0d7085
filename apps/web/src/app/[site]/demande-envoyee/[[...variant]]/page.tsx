import { requestSentScreen } from '@/features/request-sent/request-sent-screen';
import { screenPage } from '@/features/screen/screen-page';

const page = screenPage(requestSentScreen);

/** The screen and its `/script` variant (docs/product.md#routes-script-variant), prerendered per site. */
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes-script-variant: the request-sent page (features/request-sent/request-sent-screen.tsx). */
export default page.Page;
