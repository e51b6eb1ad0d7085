import type { Locale } from '@dav/contract';
import { getConsent } from '@/lib/cms';
import { ConsentManager } from './consent-manager.client';

/** The consent banner and the page views of every page of the shell, in the site's language. */
export async function Consent({ locale }: { locale: Locale }) {
  const settings = await getConsent(locale);
  return <ConsentManager settings={settings} locale={locale} />;
}
