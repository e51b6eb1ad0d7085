import type { ReactNode } from 'react';
import { BLOG_PATH } from '@/features/blog/blog-url';
import { loadPostRoute } from '@/features/blog/load-post-route';
import { DetailShell } from '@/features/screen/detail-shell';
import { isBuildSiteKey } from '@/lib/site/site-key';

interface PostLayoutProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
  children: ReactNode;
}

/** The shell of a post, or of its 404 (features/screen/detail-shell.tsx). */
export default async function PostLayout({ params, children }: PostLayoutProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return children;
  const data = await loadPostRoute(site, slug, variant);
  const item = data.view === 'post' ? { list: BLOG_PATH, ...data.post } : null;
  return (
    <DetailShell data={data} script={data.script} item={item}>
      {children}
    </DetailShell>
  );
}
