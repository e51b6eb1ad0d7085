import fs from 'node:fs/promises';
import path from 'node:path';
import { privateFilesDir, s3Settings } from '../env';
import { privateObjectKey, S3_PREFIXES, s3Client } from './s3-client';

/*
 * The private files (submission-files) read or removed other than through Payload: mail
 * attachments, a rolled-back submission's files, the nightly sweep of orphans. On local disk in
 * privateFilesDir(), or in the S3 bucket under `private/` when S3_BUCKET is set.
 */

const localFile = (filename: string) => path.join(privateFilesDir(), path.basename(filename));

/** A private file's bytes, or null when it is gone (erased since) or unreadable. */
export async function readPrivateFile(filename: string): Promise<Buffer | null> {
  const s3 = s3Settings();
  if (!s3) return fs.readFile(localFile(filename)).catch(() => null);
  try {
    const object = await s3Client(s3).getObject({ Bucket: s3.bucket, Key: privateObjectKey(filename) });
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  } catch {
    return null;
  }
}

/** Removes private files; every removal is tried (allSettled), so one failure hides no other. */
export async function removePrivateFiles(filenames: readonly string[]): Promise<void> {
  const s3 = s3Settings();
  await Promise.allSettled(
    filenames.map((filename) =>
      s3
        ? s3Client(s3).deleteObject({ Bucket: s3.bucket, Key: privateObjectKey(filename) })
        : fs.rm(localFile(filename), { force: true }),
    ),
  );
}

export interface StoredPrivateFile {
  filename: string;
  modifiedMs: number;
}

/** Every private file kept, with when it was written. */
export async function listPrivateFiles(): Promise<StoredPrivateFile[]> {
  const s3 = s3Settings();
  if (!s3) {
    const dir = privateFilesDir();
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    const files: StoredPrivateFile[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const { mtimeMs } = await fs.stat(path.join(dir, entry.name));
      files.push({ filename: entry.name, modifiedMs: mtimeMs });
    }
    return files;
  }
  const prefix = `${S3_PREFIXES['submission-files']}/`;
  const files: StoredPrivateFile[] = [];
  let token: string | undefined;
  do {
    const page = await s3Client(s3).listObjectsV2({
      Bucket: s3.bucket,
      Prefix: prefix,
      ContinuationToken: token,
    });
    for (const object of page.Contents ?? []) {
      const filename = object.Key?.slice(prefix.length);
      if (filename && !filename.includes('/'))
        files.push({ filename, modifiedMs: object.LastModified?.getTime() ?? 0 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return files;
}
