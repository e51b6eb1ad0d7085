import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { getDay, getForm } from '@/lib/cms';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { DAY_PATH } from './day-url';
import { DayView } from './day-view';

/** SEO of the slider and of its `/script` variant (not indexed). */
export async function dayMetadata(siteKey: string, script: boolean): Promise<Metadata> {
  if (isBuildSiteKey(siteKey)) return {};
  const data = await loadScreen(siteKey);
  const day = await getDay(data.site.locale);
  return screenMetadata(data, {
    pathname: DAY_PATH,
    noindex: script,
    title: data.t('day.title'),
    description: day.intro.text,
  });
}

/**
 * `/une-journee-chez-dav` and its `/script` variant (docs/product.md#a-day-at-dav): the products
 * rendered on the server, the 5-step slider and its booking form in the browser. Cached reads
 * only, so it is cached per site.
 */
export async function DayPage({ siteKey, script }: { siteKey: string; script: boolean }) {
  if (isBuildSiteKey(siteKey)) notFound();
  const data = await loadScreen(siteKey);
  const { locale } = data.site;
  const [day, definition] = await Promise.all([getDay(locale), getForm(locale, 'day')]);
  return (
    <ScreenShell data={data} pathname={DAY_PATH} title={data.t('day.title')} script={script}>
      <DayView day={day} definition={definition} locale={locale} t={data.t} />
    </ScreenShell>
  );
}
