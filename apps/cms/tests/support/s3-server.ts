import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3 } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from '../../../../scripts/lib/net.mjs';

/** s3rver's one account: it checks every request's signature against it. */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3ServerOptions {
  /** Default: a free port. */
  port?: number;
  /** The bucket, created at start. Default `dav-test`. */
  bucket?: string;
  /** Where objects are kept. Default: a new temporary folder, removed by close(). */
  directory?: string;
}

/**
 * An S3-compatible server of the test's own (s3rver, in this process) on 127.0.0.1, with its
 * bucket created. `env` is what a CMS instance needs to keep its files there (the S3_* of
 * apps/cms/src/env.ts). stop() and start() make an outage (objects kept); close() ends it.
 */
export async function startS3Server(options: S3ServerOptions = {}) {
  const port = options.port ?? (await freePort());
  const bucket = options.bucket ?? 'dav-test';
  const ownDirectory = !options.directory;
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dav-s3-'));
  const endpoint = `http://127.0.0.1:${port}`;
  let server: S3rver | null = null;

  const start = async () => {
    if (server) return;
    const next = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    await next.run();
    server = next;
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    // Clients keep connections alive: end them, or close() waits for them.
    running.httpServer?.closeAllConnections();
    await running.close();
  };
  await start();

  const client = new S3({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: ACCOUNT,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    port,
    bucket,
    endpoint,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCOUNT.accessKeyId,
      S3_SECRET_ACCESS_KEY: ACCOUNT.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    /** The keys in the bucket, under `prefix` if given, sorted. */
    async keys(prefix = ''): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.listObjectsV2({ Bucket: bucket, Prefix: prefix, ContinuationToken: token });
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    /** An object's bytes, or null when there is none. */
    async object(key: string): Promise<Buffer | null> {
      try {
        const { Body } = await client.getObject({ Bucket: bucket, Key: key });
        return Body ? Buffer.from(await Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    start,
    stop,
    async close() {
      await stop();
      client.destroy();
      if (ownDirectory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
