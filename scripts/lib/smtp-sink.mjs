// The soak's SMTP server (soak.mjs, the production-path suite): a real one that keeps every
// message it takes, stopped and started again to play an SMTP outage, and the Message-ID by which
// the soak counts each mail once.
import { SMTPServer } from 'smtp-server';

/** The Message-ID of a raw message (its header section, folded lines joined), or null. */
export function messageIdOf(raw) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? null;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1:`port` that keeps every message it takes. `stop()`
 * closes it (connections are then refused, as with a server that is down), `start()` opens it
 * again on the same port; `messages` survives both.
 */
export function smtpSink(port) {
  let server = null;
  const messages = [];
  const sink = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get running() {
      return server !== null;
    },
    async start() {
      if (server) return;
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // A session the CMS began before stop() finishes (each is one mail, well under this).
        closeTimeout: 5000,
        onData(stream, session, callback) {
          const chunks = [];
          stream.on('data', (chunk) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            messages.push({
              at: Date.now(),
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
              messageId: messageIdOf(raw),
              raw,
            });
            callback();
          });
        },
      });
      await new Promise((resolve, reject) => {
        next.server.once('error', reject);
        next.listen(port, '127.0.0.1', () => {
          next.server.off('error', reject);
          resolve();
        });
      });
      server = next;
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise((resolve) => running.close(resolve));
    },
  };
  return sink;
}
