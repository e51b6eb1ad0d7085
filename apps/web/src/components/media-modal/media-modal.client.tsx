'use client';

import type { MediaItem } from '@dav/contract';
import { MODAL_FOCUS_DELAY_MS } from '@dav/rules';
import { closeButtonOf, DialogCloseButton, ModalDialog } from '@/components/ui/modal-dialog.client';
import { LazyVideoPlayer } from '@/components/video-player/lazy-video-player.client';
import type { VideoPlayerStrings } from '@/components/video-player/video-player.client';
import styles from './media-modal.module.css';

// The player's code is fetched only when a video is opened.

export interface MediaModalStrings {
  close: string;
  player: VideoPlayerStrings;
}

/**
 * The media modal (docs/product.md#shell-overlays, SPEC 2.3): an image or a video in the site's
 * one dialog, named by the media's alt text. Focus moves to the close button after 600 ms (at once
 * with reduced motion); Escape or the close button closes it and focus goes back to the opener.
 * A video never starts on its own here.
 */
export function MediaModal({
  item,
  onClose,
  strings,
  returnFocus,
}: {
  /** The media shown; null: closed. */
  item: MediaItem | null;
  onClose: () => void;
  strings: MediaModalStrings;
  /** Where focus goes back when nothing had it at opening (see ModalDialog). */
  returnFocus?: () => HTMLElement | null;
}) {
  return (
    <ModalDialog
      open={item !== null}
      onClose={onClose}
      variant="modal"
      aria-label={item?.alt}
      className={styles.modal}
      initialFocus={closeButtonOf}
      returnFocus={returnFocus}
      focusDelayMs={MODAL_FOCUS_DELAY_MS}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {item ? (
        <div className={styles.frame} data-media-type={item.type}>
          <div className={styles.bar}>
            <DialogCloseButton label={strings.close} />
          </div>
          {item.type === 'image' ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={item.url}
              alt={item.alt}
              width={item.width ?? undefined}
              height={item.height ?? undefined}
              className={styles.image}
            />
          ) : (
            <LazyVideoPlayer
              src={item.url}
              mimeType={item.mimeType}
              label={item.alt}
              poster={item.poster}
              captions={item.captions}
              strings={strings.player}
            />
          )}
        </div>
      ) : null}
    </ModalDialog>
  );
}
