'use client';

import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
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

const noSubscription = () => () => {};

/**
 * A gallery of images and videos (docs/product.md#cms-pages): thumbnail buttons — the image, or a
 * video's poster with a play badge — each opening the media modal (without JavaScript, a link to
 * the file). Used by the `mediaGallery` page
 * block; a subsidiary page can pass its own items.
 */
export function MediaGallery({ items, strings }: { items: MediaItem[]; strings: MediaGalleryStrings }) {
  const id = useId();
  const [open, setOpen] = useState<MediaItem | null>(null);
  // The thumbnail that opened the modal, for focus to come back to (a click may not focus it).
  const opener = useRef<HTMLButtonElement | null>(null);
  // False in the server's HTML, true once hydrated: the thumbnails become buttons opening the modal.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <section aria-labelledby={`${id}-title`} className={styles.gallery}>
      <h2 id={`${id}-title`} className={styles.title}>
        {strings.title}
      </h2>
      <ul className={styles.grid}>
        {items.map((item) => {
          const thumbnail = item.type === 'image' ? item : item.poster;
          const content: ReactNode = (
            <>
              {thumbnail ? (
                // Decorative: the text beside names the media.
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
            </>
          );
          return (
            <li key={item.url}>
              {enhanced ? (
                <button
                  type="button"
                  className={styles.thumb}
                  data-media-type={item.type}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setOpen(item);
                  }}
                >
                  {content}
                </button>
              ) : (
                // Without JavaScript (server HTML): a link to the file, which the browser shows or plays.
                <a href={item.url} className={styles.thumb} data-media-type={item.type}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <MediaModal
        item={open}
        onClose={() => setOpen(null)}
        strings={strings}
        returnFocus={() => opener.current}
      />
    </section>
  );
}
