// `npm run dev`: both apps in development mode (hot reload). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apps, ROOT } from './lib/stack.mjs';
import { inheritedEnv } from './config/env.mjs';

const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next');
const env = inheritedEnv({
  CMS_URL: `http://127.0.0.1:${apps.cms.port}`,
  WEB_URL: `http://127.0.0.1:${apps.web.port}`,
});
const children = [apps.cms, apps.web].map((app) =>
  spawn(process.execPath, app.server ? [app.server, '--dev'] : [NEXT_BIN, 'dev', '-p', String(app.port)], {
    cwd: app.dir,
    env: { ...env, PORT: undefined, [app.portVariable]: String(app.port) },
    stdio: 'inherit',
  }),
);
console.log(`website http://fr.localhost:${apps.web.port} · admin http://localhost:${apps.cms.port}/admin`);
const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
