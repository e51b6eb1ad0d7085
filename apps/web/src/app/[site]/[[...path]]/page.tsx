import { notFound } from 'next/navigation';
import { getGlobal, getPage } from '@/lib/cms/get';

export default async function Page({ params }: { params: Promise<{ site: string; path?: string[] }> }) {
  const { site, path = [] } = await params;
  const locale = site.startsWith('en') ? 'en' : 'fr';
  const slug = path.length === 0 ? 'home' : path.length === 1 ? path[0]! : null;
  if (!slug) notFound();
  const [g, page] = await Promise.all([getGlobal(site), getPage(locale, slug)]);
  if (!page) notFound();
  return <main><h1>{page.title}</h1><p>{g.footer.surtitle}</p><p>{page.content.length} blocks</p></main>;
}
