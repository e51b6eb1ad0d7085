// The cluster's ports (deploy/README.md): from the environment (CLUSTER_*), else
// `npm run start:cluster`'s defaults, and the check that none is taken before it starts.
import { scriptEnv } from '../config/env.mjs';
import { answers } from './net.mjs';

/**
 * Every port of the cluster, from the environment (CLUSTER_*), else `defaults` (the
 * production-path tests' own), else `npm run start:cluster`'s: nginx on 8080 (HTTP, redirects)
 * and 8443 (HTTPS), so no root is needed.
 */
export function clusterPorts(defaults = {}, env = scriptEnv()) {
  const n = (name, fallback) => env[name] ?? defaults[name] ?? fallback;
  return {
    http: n('CLUSTER_HTTP_PORT', 8080),
    https: n('CLUSTER_HTTPS_PORT', 8443),
    web: [n('CLUSTER_WEB_PORT_A', 3100), n('CLUSTER_WEB_PORT_B', 3101)],
    cms: [n('CLUSTER_CMS_PORT_A', 3102), n('CLUSTER_CMS_PORT_B', 3103)],
    s3: n('CLUSTER_S3_PORT', 3104),
    /** nginx's loopback listeners: the CMS reaches the site instances here, the site the CMS's. */
    siteInternal: n('CLUSTER_SITE_INTERNAL_PORT', 3105),
    cmsInternal: n('CLUSTER_CMS_INTERNAL_PORT', 3106),
  };
}

/** What listens on each port, for the "in use" message. */
function portList(ports) {
  return [
    [ports.http, 'nginx (HTTP)'],
    [ports.https, 'nginx (HTTPS)'],
    [ports.siteInternal, 'nginx (internal, to the site)'],
    [ports.cmsInternal, 'nginx (internal, to the CMS)'],
    [ports.web[0], 'site instance A'],
    [ports.web[1], 'site instance B'],
    [ports.cms[0], 'CMS instance A'],
    [ports.cms[1], 'CMS instance B'],
    [ports.s3, 'S3 server'],
  ];
}

/** Throws one message naming every port of the cluster already in use. */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const [port, what] of portList(ports)) if (await answers(port)) busy.push(`${port} (${what})`);
  if (busy.length)
    throw new Error(
      `port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Stop what listens there or choose others (CLUSTER_*_PORT, deploy/README.md).`,
    );
}
