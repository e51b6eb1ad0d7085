import 'server-only';
import type { MediaGalleryStrings } from '@/components/media-gallery/media-gallery.client';
import type { Translate } from '../../lib/i18n/translator';

/** The media gallery's, modal's and player's strings (`media.*`); templates keep their `{placeholders}`. */
export function mediaStrings(t: Translate): Omit<MediaGalleryStrings, 'title'> {
  const keep = (name: string) => ({ [name]: `{${name}}` });
  return {
    openImage: t('media.openImage', keep('alt')),
    openVideo: t('media.openVideo', keep('alt')),
    close: t('media.close'),
    player: {
      play: t('media.play'),
      pause: t('media.pause'),
      mute: t('media.mute'),
      unmute: t('media.unmute'),
      captionsOn: t('media.captionsOn'),
      captionsOff: t('media.captionsOff'),
      fullscreenEnter: t('media.fullscreenEnter'),
      fullscreenExit: t('media.fullscreenExit'),
      seek: t('media.seek'),
      seekValue: t('media.seekValue', { ...keep('current'), ...keep('total') }),
      download: t('media.download'),
    },
  };
}
