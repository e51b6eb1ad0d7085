/**
 * SPEC 2.1: the assistant opens when the URL's hash is the mascot's first name, in any case
 * (`/#dav`, `/home#Dav`). Kept apart and tiny: the home page's launcher ships it before any chat.
 */
export function isMascotHash(hash: string, mascotName: string): boolean {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // A malformed escape: compared as typed.
  }
  return name !== '' && name.trim().toLowerCase() === mascotName.trim().toLowerCase();
}
