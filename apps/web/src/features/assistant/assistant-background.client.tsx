'use client';

import type { MediaItem } from '@dav/contract';
import styles from './assistant.module.css';

/**
 * The chat's backdrop: the script's, then the chosen drink's video (SPEC 4). Decoration: hidden
 * from assistive technologies, muted, and started by itself only when motion is welcome.
 */
export function AssistantBackground({ media, still }: { media: MediaItem | null; still: boolean }) {
  if (!media) return null;
  if (media.type === 'image') {
    // eslint-disable-next-line @next/next/no-img-element -- a decorative CMS file behind the chat
    return <img src={media.url} alt="" aria-hidden="true" className={styles.background} />;
  }
  return (
    <video
      key={media.url}
      className={styles.background}
      src={media.url}
      poster={media.poster?.url}
      muted
      loop
      playsInline
      autoPlay={!still}
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="assistant-background"
    />
  );
}
