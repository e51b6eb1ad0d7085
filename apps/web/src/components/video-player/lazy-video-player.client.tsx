'use client';

import dynamic from 'next/dynamic';

/**
 * The video player, its script fetched only where a video is rendered (a post with a video, the
 * media modal once a video opens): pages that only may hold one (every post, every offer) do not
 * ship it. Rendered on the server like the player itself.
 */
export const LazyVideoPlayer = dynamic(() =>
  import('./video-player.client').then((module) => module.VideoPlayer),
);
