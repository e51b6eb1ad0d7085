// The CMS's HTTP server: Next's own request handler behind a Node server that tells the app the
// address of each connection. `next start` cannot: it fills X-Forwarded-For with the socket's
// address only when the caller sent none, so a caller who reaches the CMS directly could pick
// the address it is rate-limited and recorded by (docs/architecture.md#visitor-address).
//   node server.mjs          production (after `next build`), port CMS_PORT (3001)
//   node server.mjs --dev    development (`npm run dev`)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';

/** Read by src/lib/client-address.ts (PEER_ADDRESS_HEADER); whatever a caller sent is replaced. */
const PEER_ADDRESS_HEADER = 'x-dav-peer-address';

const dev = process.argv.includes('--dev');
// The one variable read before the app's own schema can be (src/env-schema.ts declares it).
const port = Number(process.env.CMS_PORT || 3001);
if (process.env.PORT && process.env.PORT !== String(port))
  console.warn(`[cms] PORT=${process.env.PORT} is not read: the CMS listens on CMS_PORT (${port})`);
const dir = fileURLToPath(new URL('.', import.meta.url));

const server = createServer();
const app = next({ dev, dir, port, httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();

server.on('request', (req, res) => {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  void handle(req, res);
});
server.listen(port, () => {
  console.log(`[cms] ${dev ? 'development' : 'production'} server on http://localhost:${port}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
