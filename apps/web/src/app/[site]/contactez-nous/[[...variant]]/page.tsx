import { contactScreen } from '@/features/contact/contact-screen';
import { screenPage } from '@/features/screen/screen-page';

const page = screenPage(contactScreen);

/** The screen and its `/script` variant (docs/product.md#routes-script-variant), prerendered per site. */
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;

/** docs/product.md#routes-script-variant: the contact page (features/contact/contact-screen.tsx). */
export default page.Page;
