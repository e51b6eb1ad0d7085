import { routePath } from '@dav/rules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SpontaneousView } from '@/features/applications/spontaneous-view';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { screenVariant, screenVariantParams } from '@/features/screen/screen-variant';
import { getForm } from '@/lib/cms';
import { isBuildSiteKey } from '@/lib/site/site-key';

const PATH = routePath('spontaneous');

/** The screen and its `/script` variant (docs/product.md#routes-script-variant). */
export function generateStaticParams() {
  return screenVariantParams();
}

interface SpontaneousProps {
  params: Promise<{ site: string; variant?: string[] }>;
}

export async function generateMetadata({ params }: SpontaneousProps): Promise<Metadata> {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) return {};
  const data = await loadScreen(site);
  return screenMetadata(data, {
    pathname: PATH,
    noindex: shown === 'script',
    title: data.t('spontaneous.title'),
    description: data.t('spontaneous.intro'),
  });
}

/** docs/product.md#applications: the spontaneous application. */
export default async function SpontaneousPage({ params }: SpontaneousProps) {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) notFound();
  const data = await loadScreen(site);
  const definition = await getForm(data.site.locale, 'spontaneous-application');
  if (definition === null) notFound();
  return (
    <ScreenShell data={data} pathname={PATH} title={data.t('spontaneous.title')} script={shown === 'script'}>
      <SpontaneousView
        t={data.t}
        locale={data.site.locale}
        definition={definition}
        pathname={shown === 'script' ? `${PATH}/script` : PATH}
      />
    </ScreenShell>
  );
}
