// nginx on this machine: its binary (NGINX_BIN) and the dynamic modules the production
// configuration loads when they are installed (Debian's brotli filter and Lua module).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { scriptEnv } from '../config/env.mjs';

/** A dynamic module's file in Debian's folder (or wherever NGINX_MODULES_DIR says), or null. */
function nginxModule(name, env) {
  const dirs = [
    env.NGINX_MODULES_DIR,
    '/usr/lib/nginx/modules',
    '/usr/lib64/nginx/modules',
    '/usr/local/nginx/modules',
  ];
  for (const dir of dirs.filter(Boolean)) {
    const file = join(dir, name);
    if (existsSync(file)) return file;
  }
  return null;
}

export const brotliModule = (env = scriptEnv()) => nginxModule('ngx_http_brotli_filter_module.so', env);

/**
 * Debian's Lua module (libnginx-mod-http-lua) and the kit it needs, or null: with it, a
 * revalidation empties the micro-cache at once (the cache generation, deploy/README.md).
 */
export function luaModules(env = scriptEnv()) {
  const ndk = nginxModule('ndk_http_module.so', env);
  const lua = nginxModule('ngx_http_lua_module.so', env);
  return ndk && lua ? [ndk, lua] : null;
}

export const nginxBinary = (env = scriptEnv()) => env.NGINX_BIN || 'nginx';

/** Whether nginx can run here (the production-path suite and the bench need it). */
export const nginxAvailable = (env = scriptEnv()) =>
  spawnSync(nginxBinary(env), ['-v'], { stdio: 'ignore' }).status === 0;
