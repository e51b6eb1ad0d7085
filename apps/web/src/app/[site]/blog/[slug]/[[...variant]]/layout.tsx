import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';
import { BLOG_PATH, postHref } from '@/features/blog/blog-url';
import { loadPostRoute } from '@/features/blog/load-post-route';
import { isBuildSiteKey } from '@/lib/site/site-key';

interface PostLayoutProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
  children: ReactNode;
}

/**
 * The shell of a post, here rather than in the page so that the 404 of an unknown post
 * (not-found.tsx) still renders inside header and footer. `/script` variants have no shell.
 */
export default async function PostLayout({ params, children }: PostLayoutProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return children;
  const data = await loadPostRoute(site, slug, variant);
  if (data.script) return <main id="main">{children}</main>;
  const { global, t } = data;
  const shell = { global, locale: data.site.locale, t, home: false };
  if (data.view === 'post') {
    const { post } = data;
    return (
      <SiteShell
        {...shell}
        pathname={postHref(post.slug)}
        page={{ list: BLOG_PATH, slug: post.slug, translations: post.translations }}
        title={post.title}
      >
        {children}
      </SiteShell>
    );
  }
  return (
    <SiteShell {...shell} pathname={null} page={null} title={t('error.title')}>
      {children}
    </SiteShell>
  );
}
