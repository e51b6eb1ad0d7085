// The site's HTTP server: Next's own request handler behind a Node server that drops the headers
// of Next's internals before they reach a browser (src/lib/proxy/hidden-headers.mjs; `next start` cannot).
//   node server.mjs          production (after `next build`), port WEB_PORT (3000)
//   node server.mjs --dev    development (`npm run dev`)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { hideHeaders } from './src/lib/proxy/hidden-headers.mjs';

const dev = process.argv.includes('--dev');
// The one variable read before the app's own schema can be (src/lib/env-schema.ts declares it).
const port = Number(process.env.WEB_PORT || 3000);
if (process.env.PORT && process.env.PORT !== String(port))
  console.warn(`[web] PORT=${process.env.PORT} is not read: the site listens on WEB_PORT (${port})`);
const dir = fileURLToPath(new URL('.', import.meta.url));
// What `next start` records as it listens, read by features/form-answer/render-own-page.ts.
process.env.PORT = String(port);
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://localhost:${port}`;

const server = createServer();
const app = next({ dev, dir, port, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();

server.on('request', (req, res) => {
  void handle(req, hideHeaders(res));
});
server.listen(port, () => {
  console.log(`[web] ${dev ? 'development' : 'production'} server on http://localhost:${port}`);
});

// As `next start` stops (next/dist/server/lib/start-server.js): no new connection, the requests
// under way finished (idle keep-alive connections closed at once), then Next's own close (work
// scheduled with `after`, its cache handlers), and the exit code of the signal. No deadline of
// our own: whoever sends SIGTERM (an orchestrator, scripts/lib/managed-process.mjs) kills after its own.
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.close(async (err) => {
    if (err) console.error(err);
    await app.close().catch(console.error);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
  if (dev) server.closeAllConnections();
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
