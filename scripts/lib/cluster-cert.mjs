// The cluster's test certificate and its authority (deploy/nginx/make-cert.sh), for every host
// nginx serves; the suite and the bench trust the authority (ca.pem) and nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX_DIR } from './nginx-conf.mjs';

/** The test certificate (deploy/nginx/make-cert.sh) for these hosts, made when missing or stale. */
export function ensureCert(certDir, hosts) {
  const list = join(certDir, 'hosts.txt');
  const wanted = [...hosts].sort().join('\n');
  if (existsSync(join(certDir, 'cert.pem')) && existsSync(list) && readFileSync(list, 'utf8') === wanted)
    return;
  const res = spawnSync('sh', [join(NGINX_DIR, 'make-cert.sh'), certDir, ...hosts], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`make-cert.sh failed: ${res.stderr || res.stdout}`);
  writeFileSync(list, wanted);
}
