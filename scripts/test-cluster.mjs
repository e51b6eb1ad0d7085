// `npm run test:cluster`: the production path (issue 21, deploy/README.md), end to end, with real
// parts only: nginx (deploy/nginx), two site and two CMS instances (production builds), a
// throwaway PostgreSQL database, a redis-server of its own (so it can stop it) and s3rver. It
// talks to nginx on 127.0.0.1 with the registry's host names (SNI and Host), trusting the test CA.
// Ports: CLUSTER_*_PORT (scripts/lib/cluster-ports.mjs), else 3180/3183 for nginx, 3131-3138 for
// the rest, 3139 for its SMTP server (CLUSTER_SMTP_PORT). Outages last CLUSTER_REDIS_OUTAGE_S (30)
// and CLUSTER_CMS_OUTAGE_S (60) seconds. Then the Observatory's grades and a Chromium visit of every
// page template (scripts/lib/observatory.mjs), and last the soak (scripts/lib/soak.mjs:
// CLUSTER_SOAK_COUNT, CLUSTER_SOAK_RATE, CLUSTER_SOAK_SMTP_OUTAGE_S).
//
// One stack for every test, started once (it takes minutes): support/setup.mjs under
// scripts/cluster-tests starts it before the first test and stops it after the last. The tests,
// grouped by idea in scripts/cluster-tests, are registered here in the order they run; each reads
// the stack from the object it is given. Later tests rely on earlier ones leaving the stack whole:
// each outage ends with its part started again.
import { after, before } from 'node:test';
import { contentUploadTests } from './cluster-tests/content-uploads.mjs';
import { nginxEdgeTests } from './cluster-tests/nginx-edge.mjs';
import { resilienceTests } from './cluster-tests/resilience.mjs';
import { securityGradeTests } from './cluster-tests/security-grade.mjs';
import { seedTests } from './cluster-tests/seed.mjs';
import { soakTests } from './cluster-tests/soak.mjs';
import { missingParts, setUp, tearDown } from './cluster-tests/support/setup.mjs';
import { scriptEnv } from './config/env.mjs';

const missing = await missingParts();
if (missing.length) {
  const message = `the production-path suite needs ${missing.join(', ')}`;
  if (scriptEnv().CI) throw new Error(message);
  console.warn(`skipped: ${message} (deploy/README.md)`);
  process.exit(0);
}

/** What the tests share: `stateDir`, `databaseUrl`, `redis`, `smtp`, `cluster`, `token` (setUp). */
const stack = {};
before(() => setUp(stack));
after(() => tearDown(stack));

seedTests(stack);
nginxEdgeTests(stack);
contentUploadTests(stack);
securityGradeTests(stack);
resilienceTests(stack);
soakTests(stack);
