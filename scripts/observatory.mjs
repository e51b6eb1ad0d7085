// `npm run observatory`: Mozilla's HTTP Observatory on every page template and the admin through
// nginx, and a Chromium visit of each (no CSP violation, hydrated). Exits 1 unless all are A+.
//
// Against a running nginx (`npm run start:cluster`: --http 8080 --https 8443, its certificate):
//   npm run observatory -- --http 8080 --https 8443 --ca deploy/nginx/certs/cert.pem --cms http://127.0.0.1:3001
// Or, with --test-nginx, in front of a site and CMS already running (WEB_PORT, CMS_PORT; the site
// started with CSP_NONCE_PLACEHOLDER=1), a minimal nginx of its own (scripts/lib/test-nginx.mjs):
//   npm run observatory -- --test-nginx --http 3143 --https 3144
import { parseArgs } from 'node:util';
import { A_PLUS, gradeTemplates } from './lib/observatory.mjs';
import { startTestNginx } from './lib/test-nginx.mjs';
import { scriptEnv } from './config/env.mjs';

const env = scriptEnv();

const { values } = parseArgs({
  options: {
    http: { type: 'string', default: '8080' },
    https: { type: 'string', default: '8443' },
    ca: { type: 'string' },
    cms: { type: 'string', default: `http://127.0.0.1:${env.CMS_PORT}` },
    'test-nginx': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    // An admin's account: the admin is then used in Chromium too (log in, rich text, upload).
    email: { type: 'string', default: env.ADMIN_EMAIL },
    password: { type: 'string', default: env.ADMIN_PASSWORD },
  },
});
const httpPort = Number(values.http);
const httpsPort = Number(values.https);

const nginx = values['test-nginx']
  ? await startTestNginx({
      httpPort,
      httpsPort,
      sitePort: env.WEB_PORT,
      cmsPort: env.CMS_PORT,
    })
  : null;
const caFile = nginx?.caFile ?? values.ca;
if (!caFile) {
  console.error('--ca <certificate nginx serves> is needed (or --test-nginx)');
  process.exit(2);
}

try {
  const { pages, admin, browser, adminBrowser } = await gradeTemplates({
    httpPort,
    httpsPort,
    caFile,
    cmsUrl: values.cms,
    browser: !values['no-browser'],
    staff:
      values.email && values.password && !values['no-browser']
        ? { email: values.email, password: values.password }
        : null,
  });
  const below = [...pages, admin].filter((g) => !(g.score >= A_PLUS));
  const broken = browser.filter((b) => b.violations.length > 0 || !b.hydrated || b.error);
  console.log(
    `\n${pages.length + 1 - below.length}/${pages.length + 1} graded A+` +
      (browser.length ? `; ${browser.length - broken.length}/${browser.length} pages clean in Chromium` : ''),
  );
  const adminBroken = adminBrowser && (adminBrowser.violations.length > 0 || adminBrowser.error);
  process.exitCode = below.length || broken.length || adminBroken ? 1 : 0;
} finally {
  nginx?.stop();
}
