import { routePath } from '@dav/rules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CoworkingView } from '@/features/coworking/coworking-view';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { screenVariant, screenVariantParams } from '@/features/screen/screen-variant';
import { getCoworking, getForm } from '@/lib/cms';
import { isBuildSiteKey } from '@/lib/site/site-key';

const PATH = routePath('coworking');

/** The screen and its `/script` variant (docs/product.md#routes-script-variant). */
export function generateStaticParams() {
  return screenVariantParams();
}

interface CoworkingPageProps {
  params: Promise<{ site: string; variant?: string[] }>;
}

export async function generateMetadata({ params }: CoworkingPageProps): Promise<Metadata> {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) return {};
  const data = await loadScreen(site);
  const coworking = await getCoworking(data.site.locale);
  return screenMetadata(data, {
    pathname: PATH,
    noindex: shown === 'script',
    title: data.t('coworking.title'),
    description: coworking.presentation.text,
  });
}

/**
 * docs/product.md#coworking-page: the coworking page. Rendered from cached reads only (no request data), so it is cached
 * per site; the request hash is read in the browser by the modal.
 */
export default async function CoworkingPage({ params }: CoworkingPageProps) {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) notFound();
  const data = await loadScreen(site);
  const { locale } = data.site;
  const [coworking, definition] = await Promise.all([getCoworking(locale), getForm(locale, 'coworking')]);
  return (
    <ScreenShell data={data} pathname={PATH} title={data.t('coworking.title')} script={shown === 'script'}>
      <CoworkingView coworking={coworking} definition={definition} locale={locale} t={data.t} />
    </ScreenShell>
  );
}
