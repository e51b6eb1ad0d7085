// `npm run start:cluster`: the production path on this machine (deploy/README.md). nginx on 8080
// (redirects to HTTPS) and 8443, two site instances and two CMS instances on PostgreSQL
// (DATABASE_URL, else the database dav_cluster, created when missing), Redis (REDIS_URL, else
// the machine's) and a local S3 server. Builds what is not built (--build: everything), makes
// the test certificate when missing, prints the URLs; Ctrl-C stops everything it started.
import { join } from 'node:path';
import { startCluster } from './lib/cluster.mjs';
import { clusterPorts } from './lib/cluster-ports.mjs';
import { ROOT } from './lib/stack.mjs';
import { scriptEnv } from './config/env.mjs';

const env = scriptEnv();
const databaseUrl = /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')
  ? env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/dav_cluster';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const stateDir = env.CLUSTER_STATE_DIR ?? join(ROOT, '.cluster');

let cluster = null;
let stopping = false;
const shutdown = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  console.log('\n▸ Stopping the cluster …');
  await cluster?.stop();
  process.exit(code);
};

try {
  cluster = await startCluster({
    stateDir,
    ports: clusterPorts(),
    databaseUrl,
    redisUrl,
    forceBuild: process.argv.includes('--build'),
    onUnexpectedExit: (service, code) => {
      if (stopping) return;
      console.error(`\n✖ ${service.name} stopped (${code}); stopping the others.`);
      void shutdown(1);
    },
  });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

const { urls, ports, caFile } = cluster;
console.log('\n✔ The cluster is running: nginx, 2 site instances, 2 CMS instances. Ctrl-C stops all.\n');
for (const [host, url] of Object.entries(urls.sites)) console.log(`  ${host.padEnd(22)} ${url}`);
console.log(`  ${'admin'.padEnd(22)} ${urls.admin}`);
console.log(`  ${'HTTP (redirects)'.padEnd(22)} ${urls.http}`);
console.log(`\n  Instances: site ${ports.web.join(', ')}; CMS ${ports.cms.join(', ')}; S3 ${ports.s3}.`);
console.log(`  PostgreSQL ${databaseUrl.replace(/\/\/[^@/]*@/, '//')}, Redis ${redisUrl}.`);
console.log(`  The certificate is a test one: trust ${caFile} or accept the browser's warning.`);
console.log(`  Logs: ${join(stateDir, 'logs')}.`);
console.log('\n  On the first start on an empty database, the admin password is in the framed box above.\n');

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
