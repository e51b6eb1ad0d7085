/*
 * The visitor's address as the site vouches for it to the CMS (docs/architecture.md#visitor-address).
 * The site sends the address it saw and an HMAC-SHA256 of it, keyed from the secret both apps
 * share (REVALIDATE_SECRET); the CMS believes the address only when the signature checks, and
 * otherwise takes the address of the connection itself. Zod-free: names and the signed text only.
 */

/** The visitor's address, as the site saw it. */
export const VISITOR_ADDRESS_HEADER = 'x-dav-visitor-address';

/** base64url HMAC-SHA256 of `visitorAddressMessage(address)`, keyed with `VISITOR_ADDRESS_KEY_PURPOSE`. */
export const VISITOR_SIGNATURE_HEADER = 'x-dav-visitor-signature';

/** What the key is derived for, so the shared secret's key for this use signs nothing else. */
export const VISITOR_ADDRESS_KEY_PURPOSE = 'dav-visitor-address';

/** The text signed for an address. */
export const visitorAddressMessage = (address: string): string => `visitor-address\n${address}`;
