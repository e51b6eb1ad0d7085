/**
 * The cookie of a draft session (features/preview/preview-session.ts): the preview link's token,
 * for its host, until its expiry. Apart from preview-link.ts so the proxy can name it too.
 */
export const PREVIEW_COOKIE = 'dav_preview';
