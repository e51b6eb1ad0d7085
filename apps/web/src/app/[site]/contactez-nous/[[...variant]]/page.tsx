import { routePath } from '@dav/rules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactView } from '@/features/contact/contact-view';
import { loadScreen } from '@/features/screen/load-screen';
import { screenMetadata } from '@/features/screen/screen-metadata';
import { ScreenShell } from '@/features/screen/screen-shell';
import { screenVariant, screenVariantParams } from '@/features/screen/screen-variant';
import { getForm } from '@/lib/cms';
import { isBuildSiteKey } from '@/lib/site/site-key';

const PATH = routePath('contact');

/** The screen and its `/script` variant (docs/product.md#routes-script-variant). */
export function generateStaticParams() {
  return screenVariantParams();
}

interface ContactProps {
  params: Promise<{ site: string; variant?: string[] }>;
  searchParams: Promise<{ youare?: string | string[] }>;
}

export async function generateMetadata({ params }: ContactProps): Promise<Metadata> {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) return {};
  const data = await loadScreen(site);
  return screenMetadata(data, {
    pathname: PATH,
    noindex: shown === 'script',
    title: data.t('contact.title'),
    description: data.t('contact.intro'),
  });
}

/** docs/product.md#routes-script-variant: the contact page; `?youare=` preselects who the visitor is. */
export default async function ContactPage({ params, searchParams }: ContactProps) {
  const { site, variant } = await params;
  const shown = screenVariant(variant);
  if (isBuildSiteKey(site) || !shown) notFound();
  const data = await loadScreen(site);
  const definition = await getForm(data.site.locale, 'contact');
  if (definition === null) notFound();
  return (
    <ScreenShell data={data} pathname={PATH} title={data.t('contact.title')} script={shown === 'script'}>
      <ContactView
        t={data.t}
        locale={data.site.locale}
        definition={definition}
        pathname={shown === 'script' ? `${PATH}/script` : PATH}
        youare={searchParams.then((q) => (typeof q.youare === 'string' ? q.youare : null))}
      />
    </ScreenShell>
  );
}
