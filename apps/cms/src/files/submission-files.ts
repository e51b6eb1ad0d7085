import crypto from 'node:crypto';
import type { Payload, PayloadRequest } from 'payload';
import type { SubmissionFileKind } from './file-kinds';
import type { InspectedUpload } from './result';
import { removePrivateFiles } from '../storage/private-files';

/**
 * One inspected file into `submission-files`, under a random name with its extension, as the
 * bytes the inspection kept. The names written (on disk or S3) go to `written`, for the caller to remove
 * if its transaction rolls back (Payload writes the file before the row is committed).
 */
export async function writeSubmissionFile(
  payload: Payload,
  req: PayloadRequest,
  kind: SubmissionFileKind,
  upload: InspectedUpload,
  written: string[],
): Promise<{ id: number }> {
  const filename = `${crypto.randomUUID()}.${upload.ext}`;
  written.push(filename);
  const doc = await payload.create({
    collection: 'submission-files',
    data: { kind, originalName: upload.name },
    file: {
      data: Buffer.from(upload.bytes),
      mimetype: upload.mime,
      name: filename,
      size: upload.bytes.byteLength,
    },
    req,
  });
  if (doc.filename && doc.filename !== filename) written.push(doc.filename);
  return doc;
}

/** Removes files written by a transaction that rolled back (on disk or S3); never throws, so the cause is not hidden. */
export async function removeWrittenFiles(written: string[]): Promise<void> {
  await removePrivateFiles(written);
}
