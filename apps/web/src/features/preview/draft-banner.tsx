import 'server-only';
import { draftMode, headers } from 'next/headers';
import { PREVIEW_EXIT_PATH } from '@dav/contract/preview';
import type { Translate } from '@/lib/i18n/translator';
import { cmsPublicOrigins } from '@/lib/env';
import { DRAFT_PATH_HEADER } from './draft-proxy';
import { LazyLiveRefresh } from './lazy-live-refresh.client';
import { exitPath } from './preview-session';
import styles from './draft-banner.module.css';

/**
 * In a draft session only (docs/product.md#preview): the banner saying this is an unpublished
 * version, its link out of the preview (back to the public page of the same path), and the live
 * preview's listener. Nothing moves, so reduced motion has nothing to stop.
 */
export async function DraftBanner({ t }: { t: Translate }) {
  // Read in draft mode only, which renders per request anyway: public pages stay prerendered.
  if (!(await draftMode()).isEnabled) return null;
  const path = exitPath((await headers()).get(DRAFT_PATH_HEADER));
  const exit = `${PREVIEW_EXIT_PATH}?${new URLSearchParams({ path })}`;
  return (
    <aside
      className={styles.banner}
      aria-label={t('preview.bannerLabel')}
      data-draft-banner=""
      data-testid="draft-banner"
    >
      <p>{t('preview.banner')}</p>
      {/* A plain link: the exit route answers with a redirect and new cookies, not a page. */}
      <a className={styles.exit} href={exit}>
        {t('preview.exit')}
      </a>
      <LazyLiveRefresh adminOrigins={cmsPublicOrigins()} />
    </aside>
  );
}

/** A draft is never indexed, whatever the page's own metadata says. */
export async function DraftRobots() {
  if (!(await draftMode()).isEnabled) return null;
  return <meta name="robots" content="noindex" />;
}
