import type { Locale } from '@dav/contract';
import { getConsent } from '@/lib/cms';
import { ConsentManager } from './consent-manager.client';

/**
 * The consent banner and the page views of every page of the shell, in the site's language. A
 * whistleblowing screen's page never carries the container ID (docs/product.md#shell-consent-and-whistleblowing).
 */
export async function Consent({ locale, whistleblowing }: { locale: Locale; whistleblowing: boolean }) {
  const settings = await getConsent(locale);
  return (
    <ConsentManager
      settings={whistleblowing ? { ...settings, gtm_container_id: null } : settings}
      locale={locale}
      whistleblowing={whistleblowing}
    />
  );
}
