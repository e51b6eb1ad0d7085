/**
 * The "standard email pattern" of docs/product.md#forms-validation: the dot-atom of RFC 5322 for the local part (no quoted
 * strings, no comments) and a host name of at least two labels. Unicode domains must arrive in
 * punycode (`xn--…`), as browsers send them from an `<input type="email">`. No IP literals: a CV
 * sender never has a good reason for one.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
/** 1–63 characters, letters, digits and inner hyphens (RFC 1035, so `xn--` labels pass). */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** A top-level domain is alphabetic, or a punycode IDN TLD such as `xn--p1ai`. */
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** RFC 5321 limits: 64 characters before the @, 254 in all. */
const MAX_LOCAL = 64;
const MAX_TOTAL = 254;

/**
 * True when `value` is a valid address as typed: no trimming here, so a space anywhere fails.
 * Callers that accept surrounding blanks (the form validator) trim before asking.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > MAX_TOTAL) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    local.length <= MAX_LOCAL &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TLD.test(tld)
  );
}
