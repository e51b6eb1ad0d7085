// The production-path suite's settings (scripts/test-cluster.mjs): its ports (CLUSTER_*_PORT, else
// 3180/3183 for nginx, 3131-3138 for the rest, 3139 for its SMTP server), how long its outages
// last, the soak's knobs, its admin account, and the URLs of what it talks to.
import { randomBytes } from 'node:crypto';
import { clusterPorts } from '../../lib/cluster-ports.mjs';
import { scriptEnv } from '../../config/env.mjs';
import { soakSettings } from '../../lib/soak.mjs';

const env = scriptEnv();
export const PORTS = clusterPorts({
  CLUSTER_HTTP_PORT: 3180,
  CLUSTER_HTTPS_PORT: 3183,
  CLUSTER_WEB_PORT_A: 3131,
  CLUSTER_WEB_PORT_B: 3132,
  CLUSTER_CMS_PORT_A: 3133,
  CLUSTER_CMS_PORT_B: 3134,
  CLUSTER_S3_PORT: 3135,
  CLUSTER_SITE_INTERNAL_PORT: 3137,
  CLUSTER_CMS_INTERNAL_PORT: 3138,
});
export const REDIS_PORT = env.CLUSTER_REDIS_PORT ?? 3136;
export const REDIS_OUTAGE_MS = (env.CLUSTER_REDIS_OUTAGE_S ?? 30) * 1000;
export const CMS_OUTAGE_MS = (env.CLUSTER_CMS_OUTAGE_S ?? 60) * 1000;
export const SMTP_PORT = env.CLUSTER_SMTP_PORT ?? 3139;
export const SOAK = soakSettings(env);
export const POSTGRES = env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN = {
  email: 'cluster-admin@dav.localhost',
  password: `cluster-${randomBytes(9).toString('hex')}`,
};
/** The seeded page every scenario reads (apps/cms/src/seed). */
export const PAGE = '/qui-sommes-nous';
const HTTPS = `:${PORTS.https}`;
// Through nginx: the French site and the admin; straight: CMS instance A and site instance `i`.
export const site = (path, host = 'fr.localhost') => `https://${host}${HTTPS}${path}`;
export const admin = (path) => `https://admin.localhost${HTTPS}${path}`;
export const cmsA = (path) => `http://127.0.0.1:${PORTS.cms[0]}${path}`;
export const instance = (i, path) => `http://127.0.0.1:${PORTS.web[i]}${path}`;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
