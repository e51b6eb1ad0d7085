// What `npm test` needs from Debian besides npm: Chromium for the browser tests, redis-server for
// the shared-cache tests, nginx with its brotli and Lua modules and openssl for the production
// path. Installed here with apt when missing and this process may (root, or sudo without a
// password); otherwise the one command to run is printed, and `npm test` stops.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { inheritedEnv } from '../config/env.mjs';

/** Each Debian package, and the file that says it is installed. */
export const SYSTEM_PACKAGES = [
  ['chromium', '/usr/bin/chromium'],
  ['redis-server', '/usr/bin/redis-server'],
  ['nginx', '/usr/sbin/nginx'],
  ['libnginx-mod-http-brotli-filter', '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'],
  ['libnginx-mod-http-lua', '/usr/lib/nginx/modules/ngx_http_lua_module.so'],
  ['openssl', '/usr/bin/openssl'],
];

export const missingPackages = () =>
  SYSTEM_PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);

const run = (cmd, args) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: inheritedEnv({ DEBIAN_FRONTEND: 'noninteractive' }) })
    .status === 0;

/** Installs what is missing; false (with the command to run printed) when it cannot. */
export function ensureSystemPackages() {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (hasApt && (root || sudo)) {
    console.log(`▸ installing from Debian what the tests need: ${missing.join(', ')}`);
    const apt = (args) => (root ? run('apt-get', args) : run('sudo', ['-n', '-E', 'apt-get', ...args]));
    if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...missing]) && missingPackages().length === 0)
      return true;
  }
  console.error(
    `\nThe tests need Debian packages that are not installed: ${missing.join(', ')}.\nRun, as root:\n\n  ${command}\n\nthen npm test again.`,
  );
  return false;
}
