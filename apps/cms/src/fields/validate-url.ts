/** A link target editors may type: http(s), mailto:, tel:, or a path on the site (`/…`). */
export function isLinkTarget(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true;
  if (/^(mailto|tel):\S+$/i.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Payload `validate` for optional link fields. */
export const validateOptionalLink = (value: unknown): true | string =>
  value == null || value === '' || (typeof value === 'string' && isLinkTarget(value))
    ? true
    : 'Enter a full URL (https://…), a path starting with /, mailto: or tel:';

/** Payload `validate` for an absolute http(s) URL (social networks). */
export const validateOptionalHttpUrl = (value: unknown): true | string => {
  if (value == null || value === '') return true;
  return typeof value === 'string' && /^https?:\/\//i.test(value) && isLinkTarget(value)
    ? true
    : 'Enter a full URL starting with https://';
};
