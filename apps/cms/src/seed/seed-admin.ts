import crypto from 'node:crypto';
import type { Payload, PayloadRequest } from 'payload';
import { cmsEnv, cmsPublicUrl } from '../env';

const DEFAULT_EMAIL = 'admin@dav.localhost';

/** Prints the generated password once, framed so it stands out of the server log. */
function announce(email: string, password: string): void {
  const lines = [
    'DAV CMS: first admin account created',
    '',
    `Admin:    ${cmsPublicUrl()}/admin`,
    `Email:    ${email}`,
    `Password: ${password}`,
    '',
    'Shown only this once. Change it after signing in,',
    'or set ADMIN_EMAIL / ADMIN_PASSWORD before the first start.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const out = [
    `╔${'═'.repeat(width + 4)}╗`,
    ...lines.map((line) => `║  ${line.padEnd(width)}  ║`),
    `╚${'═'.repeat(width + 4)}╝`,
  ];
  console.log(`\n${out.join('\n')}\n`);
}

/**
 * The first admin: ADMIN_EMAIL / ADMIN_PASSWORD when set, else admin@dav.localhost with a
 * random password. Returns what to show once the seed transaction is committed.
 */
export async function seedAdmin(payload: Payload, req: PayloadRequest): Promise<() => void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD: given } = cmsEnv();
  const email = ADMIN_EMAIL || DEFAULT_EMAIL;
  const password = given || crypto.randomBytes(15).toString('base64url');
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', roles: ['admin'] },
    req,
  });
  if (given) return () => payload.logger.info(`[seed] Admin ${email} created with ADMIN_PASSWORD.`);
  return () => announce(email, password);
}
