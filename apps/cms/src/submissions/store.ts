import type { Locale } from '@dav/contract';
import { isApplicationLimitReached, isFileLike, type FormValues } from '@dav/rules';
import { createLocalReq, type Payload, type PayloadRequest } from 'payload';
import { FILE_KIND } from '../files/file-kinds';
import type { InspectedUpload } from '../files/result';
import { removeWrittenFiles, writeSubmissionFile } from '../files/submission-files';
import { newReceiptCode, receiptHash } from '../whistleblowing/receipt';
import { candidateFor, findCandidate } from '../intake/candidates';
import { claimKey, settleKey, type Idempotency } from '../intake/idempotency';

export type Destination =
  | { collection: 'contact-requests'; youare: string; ip: string; userAgent: string }
  | { collection: 'whistleblowing-reports'; subsidiary: string }
  | { collection: 'coworking-requests'; ip: string; userAgent: string }
  | { collection: 'day-requests'; ip: string; userAgent: string }
  | {
      collection: 'applications';
      kind: 'job' | 'spontaneous';
      candidate: { email: string; lastname: string; firstname: string; phone: string };
      offer: number | null;
      manager: number | null;
      subsidiary: number | null;
      /** Who gets the application: the offer's recruiters with an address (else the form's team). */
      notifyTo: string[];
    };

/** A third job application within the window (docs/product.md#applications): nothing is stored. */
export class ApplicationLimitReached extends Error {
  override name = 'ApplicationLimitReached';
}

/** JSON of the values: texts and lists as sent, files as {file (id), name, size}. */
type StoredValue = string | string[] | { file: number; name: string; size: number };

/** Work done in the submission's transaction once its row exists (queueing its mails), with its files' ids. */
export type AfterStore = (req: PayloadRequest, id: number, files: number[]) => Promise<void>;

/**
 * The candidate (the one on record, else created: never rewritten) and their application. The
 * 2-in-30-days limit is checked here, inside the transaction that would store the third one.
 */
async function storeApplication(
  payload: Payload,
  req: PayloadRequest,
  destination: Extract<Destination, { collection: 'applications' }>,
  sent: { values: Record<string, StoredValue>; files: number[]; locale: Locale },
): Promise<{ id: number }> {
  const now = new Date();
  const known = await findCandidate(payload, req, destination.candidate.email);
  if (known && destination.kind === 'job') {
    // The candidate's job applications; which of them count is the rule's (packages/rules).
    const { docs: previous } = await payload.find({
      collection: 'applications',
      where: { and: [{ candidate: { equals: known.id } }, { kind: { equals: 'job' } }] },
      depth: 0,
      pagination: false,
      select: { createdAt: true },
      req,
    });
    if (
      isApplicationLimitReached(
        previous.map((a) => a.createdAt),
        now,
      )
    )
      throw new ApplicationLimitReached();
  }
  const candidate = await candidateFor(payload, req, known, destination.candidate, now);
  return payload.create({
    collection: 'applications',
    data: {
      kind: destination.kind,
      candidate: candidate.id,
      offer: destination.offer,
      manager: destination.manager,
      subsidiary: destination.subsidiary,
      status: 'new',
      values: sent.values,
      files: sent.files,
      locale: sent.locale,
    },
    req,
  });
}

/**
 * Stores the submission and its files in one transaction, with `afterStore`. Only inspected
 * files are stored (a file-like value without one is dropped), under random names with their
 * extension, as the bytes the inspection kept. Payload writes each file to disk before the
 * rows are committed, so on any failure the transaction is rolled back and every file written
 * so far is removed: nothing is left half-written. With an idempotency key, the key is claimed
 * first (a concurrent post with it waits there, then fails: idempotency.ts) and settled with the
 * document and the answer, in the same transaction.
 */
export async function storeSubmission(
  payload: Payload,
  destination: Destination,
  locale: Locale,
  values: FormValues,
  files: Map<string, InspectedUpload>,
  afterStore?: AfterStore,
  idempotency?: Idempotency | null,
): Promise<{ receipt?: string }> {
  const req = await createLocalReq({}, payload);
  const transactionID = await payload.db.beginTransaction();
  if (transactionID) req.transactionID = transactionID;
  const written: string[] = [];
  try {
    const claimed = idempotency ? { id: await claimKey(payload, req, idempotency), idempotency } : null;
    const stored: Record<string, StoredValue> = {};
    const fileIds: number[] = [];
    for (const [name, value] of Object.entries(values)) {
      if (isFileLike(value)) {
        const upload = files.get(name);
        if (!upload) continue;
        const doc = await writeSubmissionFile(
          payload,
          req,
          FILE_KIND[destination.collection],
          upload,
          written,
        );
        fileIds.push(doc.id);
        stored[name] = { file: doc.id, name: upload.name, size: upload.bytes.byteLength };
      } else if (typeof value === 'string' || Array.isArray(value)) {
        stored[name] = value;
      }
    }
    let id: number;
    let receipt: string | undefined;
    switch (destination.collection) {
      case 'contact-requests': {
        const { youare, ip, userAgent } = destination;
        ({ id } = await payload.create({
          collection: destination.collection,
          data: { youare, ip, userAgent, files: fileIds, values: stored, locale },
          req,
        }));
        break;
      }
      case 'whistleblowing-reports':
        // The reporter's only key to the follow-up: given once in the answer, kept as a slow hash.
        receipt = newReceiptCode();
        ({ id } = await payload.create({
          collection: destination.collection,
          data: {
            subsidiary: destination.subsidiary,
            files: fileIds,
            values: stored,
            locale,
            status: 'received',
            receiptHash: await receiptHash(receipt),
          },
          req,
        }));
        break;
      case 'coworking-requests':
      case 'day-requests':
        ({ id } = await payload.create({
          collection: destination.collection,
          data: { ip: destination.ip, userAgent: destination.userAgent, values: stored, locale },
          req,
        }));
        break;
      case 'applications':
        ({ id } = await storeApplication(payload, req, destination, {
          values: stored,
          files: fileIds,
          locale,
        }));
        break;
    }
    await afterStore?.(req, id, fileIds);
    if (claimed)
      await settleKey(payload, req, claimed, {
        collection: destination.collection,
        document: id,
        body: { success: true },
        // A report's receipt: sealed under the key, so only a retry with that key reads it again.
        ...(receipt === undefined ? {} : { secret: { receipt } }),
      });
    if (transactionID) await payload.db.commitTransaction(transactionID);
    return receipt === undefined ? {} : { receipt };
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID).catch(() => {});
    await removeWrittenFiles(written);
    throw error;
  }
}
