'use client';

import { useId, useState } from 'react';
import type { MediaItem } from '@dav/contract';
import { MediaModal, type MediaModalStrings } from '@/components/media-modal/media-modal.client';
import { fillTemplate } from '@/components/video-player/video-state';
import styles from './media-gallery.module.css';

export interface MediaGalleryStrings extends MediaModalStrings {
  title: string;
  /** `… {alt}`: the name of an image's thumbnail button. */
  openImage: string;
  /** `… {alt}`: the name of a video's thumbnail button. */
  openVideo: string;
}

/**
 * A gallery of images and videos (docs/product.md#cms-pages): thumbnail buttons — the image, or a
 * video's poster with a play badge — each opening the media modal. Used by the `mediaGallery` page
 * block; a subsidiary page can pass its own items.
 */
export function MediaGallery({ items, strings }: { items: MediaItem[]; strings: MediaGalleryStrings }) {
  const id = useId();
  const [open, setOpen] = useState<MediaItem | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.gallery}>
      <h2 id={`${id}-title`} className={styles.title}>
        {strings.title}
      </h2>
      <ul className={styles.grid}>
        {items.map((item) => {
          const thumbnail = item.type === 'image' ? item : item.poster;
          return (
            <li key={item.url}>
              <button
                type="button"
                className={styles.thumb}
                data-media-type={item.type}
                onClick={() => setOpen(item)}
              >
                {thumbnail ? (
                  // Decorative: the button's text names the media.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={thumbnail.url}
                    alt=""
                    width={thumbnail.width ?? undefined}
                    height={thumbnail.height ?? undefined}
                    loading="lazy"
                    className={styles.image}
                  />
                ) : (
                  <span className={styles.placeholder} />
                )}
                {item.type === 'video' ? <span aria-hidden="true" className={styles.play} /> : null}
                <span className="visually-hidden">
                  {fillTemplate(item.type === 'image' ? strings.openImage : strings.openVideo, {
                    alt: item.alt,
                  })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <MediaModal item={open} onClose={() => setOpen(null)} strings={strings} />
    </section>
  );
}
