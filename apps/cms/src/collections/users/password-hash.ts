import crypto from 'node:crypto';

/*
 * Payload's password hashes (payload/dist/auth/strategies/local/generatePasswordSaltHash.js,
 * which the package does not export): PBKDF2-SHA256, 600,000 rounds and 32 bytes behind the
 * `pbkdf2-sha256-v1:` prefix; older hashes without it used 25,000 rounds and 512 bytes.
 */
const PREFIX = 'pbkdf2-sha256-v1:';
const CURRENT = { iterations: 600_000, keyLength: 32 };
const LEGACY = { iterations: 25_000, keyLength: 512 };

// `crypto.pbkdf2` is looked up at each call, as Payload's own code does, so that a test counting
// the hashes a request computed sees ours too (tests/support/staff-accounts-suite.ts).
const pbkdf2 = (password: string, salt: string, { iterations, keyLength }: typeof CURRENT) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** True when `password` is the one of this stored hash and salt (Payload's comparison). */
export async function passwordMatches(
  password: string,
  stored: { hash?: unknown; salt?: unknown },
): Promise<boolean> {
  const { hash, salt } = stored;
  if (typeof hash !== 'string' || typeof salt !== 'string') return false;
  const current = hash.startsWith(PREFIX);
  const expected = Buffer.from(current ? hash.slice(PREFIX.length) : hash, 'hex');
  const key = await pbkdf2(password, salt, current ? CURRENT : LEGACY);
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/** A random salt, made once: what an unknown address's password is hashed with. */
const DECOY_SALT = crypto.randomBytes(32).toString('hex');

/**
 * The work of checking a password against an account that does not exist: the same hash as for
 * one that does, so that the answer's time does not tell which addresses are staff accounts.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2(password, DECOY_SALT, CURRENT);
}
