// Builds (when needed) and starts the CMS then the website as production servers.
// Used by `npm start` and by the end-to-end tests, so both run the same thing.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inheritedEnv, scriptEnv } from '../config/env.mjs';
import { whyBuild } from './build-inputs.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next');

export const apps = {
  cms: {
    dir: join(ROOT, 'apps/cms'),
    // Its own server (apps/cms/server.mjs) in front of Next's handler: it tells the app each
    // connection's address, which `next start` cannot (docs/architecture.md#visitor-address).
    server: 'server.mjs',
    portVariable: 'CMS_PORT',
    port: scriptEnv().CMS_PORT,
    ready: '/wp-json/api/fr/global',
  },
  web: {
    dir: join(ROOT, 'apps/web'),
    // Its own server (apps/web/server.mjs) too: it keeps Next's internal headers
    // (x-middleware-rewrite) from the browser, which `next start` cannot.
    server: 'server.mjs',
    portVariable: 'WEB_PORT',
    port: scriptEnv().WEB_PORT,
    ready: '/',
    // The bench's build (source maps, see apps/web/next.config.ts) lives apart from the real one.
    // Read when asked: bench.mjs sets DAV_BENCH_BUILD after its imports (this module) have run.
    get distDir() {
      return scriptEnv().DAV_BENCH_BUILD ? '.next-bench' : '.next';
    },
  },
};

/** Why the app must be built (stack.mjs's apps), or `null` when its build is up to date. */
export const needsBuild = (app) => whyBuild(app, ROOT);

export function build(app, env, why = 'asked for') {
  console.log(`\n▸ Building ${relative(ROOT, app.dir)} (${why}) …`);
  const res = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: app.dir, env, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`build of ${app.dir} failed (exit ${res.status})`);
}

/**
 * Starts one server of the app. `port`: another than the app's own (the cluster runs two of each);
 * `pipe`: its output is the caller's to read (lib/managed-process.mjs prefixes each line with its name).
 */
export function serve(app, env, { quiet = false, port = app.port, pipe = false } = {}) {
  const args = app.server ? [app.server] : [NEXT_BIN, 'start', '-p', String(port)];
  const child = spawn(process.execPath, args, {
    cwd: app.dir,
    env: { ...env, PORT: undefined, [app.portVariable]: String(port) },
    stdio: pipe
      ? ['ignore', 'pipe', 'pipe']
      : quiet
        ? ['ignore', 'ignore', 'inherit']
        : ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

export async function waitFor(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Builds the app when asked to or when an input changed; says which, or that it is up to date. */
export function buildIfNeeded(app, env, force) {
  const why = force ? 'asked for with --build' : needsBuild(app);
  if (why) build(app, env, why);
  else console.log(`▸ ${relative(ROOT, app.dir)}: the build is up to date, not rebuilding`);
}

/** Starts the whole stack; resolves once both servers answer. */
export async function startStack({ env = inheritedEnv(), quiet = false, forceBuild = false } = {}) {
  const { cms, web } = apps;
  const shared = {
    NODE_ENV: 'production',
    CMS_URL: `http://127.0.0.1:${cms.port}`,
    WEB_URL: `http://127.0.0.1:${web.port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
    // Both servers get the same secret; unset, a fresh one per start rather than the public
    // development default, so nobody else can flush the site's cache.
    REVALIDATE_SECRET: env.REVALIDATE_SECRET || randomBytes(24).toString('hex'),
  };
  const children = [];
  const stop = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  };
  try {
    buildIfNeeded(cms, shared, forceBuild);
    children.push(serve(cms, shared, { quiet }));
    await waitFor(`http://127.0.0.1:${cms.port}${cms.ready}`, children[0]);
    // The website's build prerenders from the CMS, so it is built once the CMS answers.
    buildIfNeeded(web, shared, forceBuild);
    children.push(serve(web, shared, { quiet }));
    await waitFor(`http://127.0.0.1:${web.port}${web.ready}`, children[1]);
  } catch (err) {
    stop();
    throw err;
  }
  return { children, stop };
}
