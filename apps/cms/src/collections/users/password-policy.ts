import { dictionary } from '@zxcvbn-ts/language-common';
import type { AccountText } from './account-texts';

/** Staff passwords (issue 30, finding 3; docs/product.md#staff): at least this many characters. */
export const MIN_PASSWORD_LENGTH = 12;

let common: Set<string> | undefined;
/** zxcvbn-ts's list of common passwords (49k, shipped with the package), lowercased once. */
const commonPasswords = (): Set<string> =>
  (common ??= new Set(dictionary['passwords-common'].map((word) => String(word).toLowerCase())));

/** Why a password is refused (the key of its message), or null when it may be used. */
export function passwordProblem(password: string): AccountText | null {
  // Counted in characters, not UTF-16 units: an emoji is one.
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  if (commonPasswords().has(password.toLowerCase())) return 'passwordCommon';
  return null;
}
