import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../env';

/**
 * Where each upload collection keeps its objects in the bucket: public media and private files
 * apart, so that a bucket policy or a lifecycle rule can tell them apart (nothing is public).
 */
export const S3_PREFIXES = { media: 'media', 'submission-files': 'private' } as const;

/** The key of a private file (a `submission-files` row's filename: a random UUID and its extension). */
export const privateObjectKey = (filename: string): string =>
  `${S3_PREFIXES['submission-files']}/${filename}`;

/**
 * The client settings, shared by the storage plugin and our own reads and deletions.
 * Checksums only where S3 requires them: since 3.729 the SDK adds CRC32 trailers to every upload,
 * which S3-compatible servers that predate them store as part of the file (s3rver does).
 * Short connection timeouts: storage that is down fails a request in seconds, not minutes.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: 3_000,
      requestTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: 100 },
      httpsAgent: { keepAlive: true, maxSockets: 100 },
    },
  };
}

let cached: { key: string; client: S3 } | undefined;

/** One client per process and settings. */
export function s3Client(settings: S3Settings): S3 {
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, client: new S3(s3ClientConfig(settings)) };
  return cached.client;
}

/** An error of the S3 client (a refusal, a timeout, a connection refused): the SDK stamps each. */
export const isS3Error = (error: unknown): boolean =>
  error !== null && typeof error === 'object' && '$metadata' in error;
