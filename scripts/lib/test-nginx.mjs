// A minimal nginx in front of a running site and CMS, for the headers' checks
// (scripts/lib/observatory.mjs): TLS with a self-signed certificate made here with openssl,
// HTTP → HTTPS, HSTS, a micro-cache of the site's HTML, and the nonce snippets of deploy/nginx
// (docs/architecture.md#headers-and-the-nonce). Everything lives in a temporary folder, removed
// on stop. Not the production configuration (deploy/nginx): only what the grade depends on.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptEnv } from '../config/env.mjs';

const SNIPPETS = fileURLToPath(new URL('../../deploy/nginx/snippets', import.meta.url));
const NGINX = scriptEnv().NGINX_BIN ?? 'nginx';

/** The public hosts of `npm start`'s registry, and the admin's. */
export const SITE_HOSTS = ['fr', 'en', 'es', 'de', 'ay-fr', 'ay-en'].map((h) => `${h}.localhost`);
export const ADMIN_HOST = 'admin.localhost';

const HSTS = 'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;';

/** A self-signed certificate naming every host, which is its own authority (NODE_EXTRA_CA_CERTS). */
function makeCertificate(dir, hosts) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const san = ['localhost', ...hosts].map((h) => `DNS:${h}`).join(',');
  const res = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=${san}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`openssl failed: ${res.stderr}`);
  return { cert, key };
}

function config({ dir, cert, key, httpPort, httpsPort, sitePort, cmsPort, siteHosts, adminHost }) {
  const proxied = (upstream) => `
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;`;
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  proxy_cache_path ${dir}/cache keys_zone=html:1m max_size=50m;
  include ${SNIPPETS}/http-*.conf;

  upstream site { server 127.0.0.1:${sitePort}; keepalive 8; }
  upstream cms { server 127.0.0.1:${cmsPort}; keepalive 8; }

  server {
    listen 127.0.0.1:${httpPort};
    server_name ${[...siteHosts, adminHost].join(' ')};
    return 301 https://$host:${httpsPort}$request_uri;
  }

  server {
    listen 127.0.0.1:${httpsPort} ssl default_server;
    server_name ${siteHosts.join(' ')};
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location /_next/static/ {${proxied('site')}
      ${HSTS}
    }
    location / {${proxied('site')}
      # A micro-cache of the pages, as in production: the nonce must still differ per response.
      proxy_cache html;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_valid 200 404 10s;
      proxy_cache_use_stale error timeout updating;
      add_header X-Cache $upstream_cache_status always;
      include ${SNIPPETS}/html-*.conf;
      ${HSTS}
    }
  }

  server {
    listen 127.0.0.1:${httpsPort} ssl;
    server_name ${adminHost};
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {${proxied('cms')}
      include ${SNIPPETS}/admin-*.conf;
      ${HSTS}
    }
  }
}
`;
}

function waitForPort(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx on 127.0.0.1:`httpPort` (redirects) and `httpsPort` (TLS) in front of the site
 * and the CMS. Resolves to `{ caFile, httpsBase(host), stop() }`; `caFile` is the certificate to
 * trust (NODE_EXTRA_CA_CERTS).
 */
export async function startTestNginx({
  httpPort,
  httpsPort,
  sitePort,
  cmsPort,
  siteHosts = SITE_HOSTS,
  adminHost = ADMIN_HOST,
}) {
  const dir = mkdtempSync(join(tmpdir(), 'dav-nginx-'));
  // nginx's workers (another user when run as root) write its cache and temporary files here.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'logs'));
  const { cert, key } = makeCertificate(dir, [...siteHosts, adminHost]);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    config({ dir, cert, key, httpPort, httpsPort, sitePort, cmsPort, siteHosts, adminHost }),
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(httpsPort);
  return {
    caFile: cert,
    dir,
    httpsBase: (host) => `https://${host}:${httpsPort}`,
    stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
