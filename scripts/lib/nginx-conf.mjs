// deploy/nginx/nginx.conf.template filled for this machine: the cluster's ports and hosts, its
// certificate, and what the installed modules allow (brotli, the micro-cache's generation).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptEnv } from '../config/env.mjs';
import { brotliModule, luaModules } from './nginx-install.mjs';
import { ROOT } from './stack.mjs';

/** The production configuration's folder: the template, its snippets and make-cert.sh. */
export const NGINX_DIR = join(ROOT, 'deploy/nginx');

/**
 * The micro-cache's generation: part of every page's cache key, bumped by each revalidation the
 * CMS sends through the internal listener once the site has answered it, so no page kept before
 * the edit is served after. Without Lua it stays 0 and a page is kept its full second.
 */
const GENERATION = (lua) =>
  lua
    ? {
        http: '  lua_shared_dict dav_cache 1m;',
        read: '      set_by_lua_block $dav_generation { return ngx.shared.dav_cache:get("generation") or 0 }',
        bump: `      log_by_lua_block {
        if ngx.status == 200 then ngx.shared.dav_cache:incr("generation", 1, 0) end
      }`,
      }
    : {
        http: '  # No Lua module (libnginx-mod-http-lua): the micro-cache is not emptied on revalidation.',
        read: '      set $dav_generation 0;',
        bump: '',
      };

/** Compressed like pages, everywhere: the types of the brotli filter. */
const BROTLI = (module) =>
  module
    ? `  brotli on;
  brotli_comp_level 4;
  brotli_min_length 256;
  brotli_types text/plain text/css text/xml application/xml application/json application/javascript
    text/javascript application/manifest+json application/rss+xml image/svg+xml text/x-component;`
    : '  # brotli: the module (libnginx-mod-http-brotli-filter) is not installed; gzip only.';

/**
 * deploy/nginx/nginx.conf.template with every {{NAME}} filled. `staticRoot`: the bench's
 * baseline, the same nginx serving a folder on `static.localhost` (same TLS, same compression).
 */
export function renderNginxConf({
  prefix,
  ports,
  hosts,
  adminHost,
  certDir,
  microCacheSeconds = 1,
  staticRoot = null,
  accessLog = false,
  env = scriptEnv(),
}) {
  const module = brotliModule(env);
  const lua = luaModules(env);
  const generation = GENERATION(lua);
  const suffix = ports.https === 443 ? '' : `:${ports.https}`;
  const servers = (list) =>
    list.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  const values = {
    LOAD_MODULES: [module, ...(lua ?? [])]
      .filter(Boolean)
      .map((file) => `load_module ${file};`)
      .join('\n'),
    CACHE_GENERATION_HTTP: generation.http,
    CACHE_GENERATION_READ: generation.read,
    CACHE_GENERATION_BUMP: generation.bump,
    WORKER_PROCESSES: env.CLUSTER_NGINX_WORKERS || 'auto',
    PREFIX: prefix,
    ACCESS_LOG: accessLog ? `${prefix}/logs/access.log` : 'off',
    MIME_TYPES: env.NGINX_MIME_TYPES || '/etc/nginx/mime.types',
    BROTLI: BROTLI(module),
    MICRO_CACHE_SECONDS: String(microCacheSeconds),
    SITE_SERVERS: servers(ports.web),
    CMS_SERVERS: servers(ports.cms),
    CERT: join(certDir, 'cert.pem'),
    CERT_KEY: join(certDir, 'key.pem'),
    SNIPPETS: join(NGINX_DIR, 'snippets'),
    HTTP_PORT: String(ports.http),
    HTTPS_PORT: String(ports.https),
    HTTPS_PORT_SUFFIX: suffix,
    SITE_HOSTS: hosts.join(' '),
    ADMIN_HOST: adminHost,
    SITE_BODY_LIMIT: '5m',
    ADMIN_BODY_LIMIT: '11m',
    SITE_INTERNAL_PORT: String(ports.siteInternal),
    CMS_INTERNAL_PORT: String(ports.cmsInternal),
  };
  let conf = readFileSync(join(NGINX_DIR, 'nginx.conf.template'), 'utf8').replace(
    /\{\{([A-Z_]+)\}\}/g,
    (_, name) => {
      if (!(name in values)) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
      return values[name];
    },
  );
  if (staticRoot) {
    const block = `
  # The bench's baseline: the same HTML as a static file, through the same TLS and compression.
  server {
    listen ${ports.https} ssl http2;
    server_name static.localhost;
    root ${staticRoot};
    location / {
      add_header Strict-Transport-Security "max-age=31536000" always;
      try_files $uri $uri/index.html =404;
    }
  }
`;
    conf = conf.replace(/\n}\s*$/, `${block}}\n`);
  }
  return conf;
}
