import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the server took it: envelope recipients, parsed mail and raw source. */
export interface Received {
  rcptTo: string[];
  mail: ParsedMail;
  raw: string;
}

/**
 * A real SMTP server on a random local port (smtp-server), keeping what it receives.
 * `refuse(address)` returning true answers RCPT TO with a temporary 451, as a busy server would.
 */
export async function startSmtpServer() {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  let refuse: (address: string, attempt: number) => boolean = () => false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const attempt = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, attempt);
      if (!refuse(address.address, attempt)) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            received.push({
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
              mail,
              raw: raw.toString('utf8'),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** RCPT TO attempts per address, refused ones included. */
    attempts,
    refuseWhen(rule: (address: string, attempt: number) => boolean) {
      refuse = rule;
    },
    /** What reached `address`. */
    to: (address: string) => received.filter((message) => message.rcptTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** Polls `probe` until it returns a value other than undefined/false, for at most `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting after ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
