import { createLocalReq, type Payload, type PayloadRequest } from 'payload';

/** Runs `work` in a transaction of its own: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload);
  const transactionID = await payload.db.beginTransaction();
  if (transactionID) req.transactionID = transactionID;
  try {
    const result = await work(req);
    if (transactionID) await payload.db.commitTransaction(transactionID);
    return result;
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID).catch(() => {});
    throw error;
  }
}
