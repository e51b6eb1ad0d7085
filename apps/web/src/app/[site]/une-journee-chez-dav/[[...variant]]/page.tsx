import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DayView } from '@/features/day-at-dav/day-view';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { screenVariant, screenVariantParams } from '@/features/screen/screen-variant';
import { getDay, getForm } from '@/lib/cms';
import { isBuildSiteKey } from '@/lib/site/site-key';

const PATH = '/une-journee-chez-dav';

/** The screen and its `/script` variant (docs/product.md#routes-script-variant). */
export function generateStaticParams() {
  return screenVariantParams();
}

interface DayPageProps {
  params: Promise<{ site: string; variant?: string[] }>;
}

export async function generateMetadata({ params }: DayPageProps): Promise<Metadata> {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) return {};
  const data = await loadScreen(site);
  const day = await getDay(data.site.locale);
  return screenMetadata(data, {
    pathname: PATH,
    noindex: shown === 'script',
    title: data.t('day.title'),
    description: day.intro.text,
  });
}

/**
 * docs/product.md#a-day-at-dav: the products rendered on the server, the 5-step slider and its
 * booking form in the browser. Cached reads only, so it is cached per site.
 */
export default async function DayPage({ params }: DayPageProps) {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) notFound();
  const data = await loadScreen(site);
  const { locale } = data.site;
  const [day, definition] = await Promise.all([getDay(locale), getForm(locale, 'day')]);
  return (
    <ScreenShell data={data} pathname={PATH} title={data.t('day.title')} script={shown === 'script'}>
      <DayView day={day} definition={definition} locale={locale} t={data.t} />
    </ScreenShell>
  );
}
