import type { PayloadRequest } from 'payload';
import { requestAddress } from '../../lib/request-address';
import { REPORT_ACCESS_LOG, type ReportAccessAction } from '.';

export interface ReportAccess {
  action: ReportAccessAction;
  report?: number | null;
  file?: number | null;
}

/** What each request has logged already: the admin may read one report twice for one page. */
const logged = new WeakMap<object, Set<string>>();

/**
 * Writes one entry of the report access log for the signed-in staff member of `req`. Requests
 * without a user are the CMS's own (the mail runner, the seed, the retention job): not logged.
 * A read never fails for want of its entry (the failure is logged instead). A change or a
 * deletion does: its transaction is then rolled back by Payload (the local API's failure kills
 * it), and going on would write the rest of the operation outside any transaction.
 */
export async function recordReportAccess(req: PayloadRequest, access: ReportAccess): Promise<void> {
  const user = req.user;
  if (!user) return;
  const key = `${access.action}:${access.report ?? ''}:${access.file ?? ''}`;
  const done = logged.get(req) ?? new Set<string>();
  if (done.has(key)) return;
  done.add(key);
  logged.set(req, done);
  try {
    await req.payload.create({
      collection: REPORT_ACCESS_LOG,
      overrideAccess: true,
      data: {
        user: user.id as number,
        userEmail: user.email,
        action: access.action,
        report: access.report ?? null,
        file: access.file ?? null,
        address: requestAddress(req),
      },
      // Inside a transaction (a delete, a change) the entry joins it: on SQLite a write of its
      // own would wait for the write lock that very transaction holds (db/write-lock.ts), for
      // ever. Only the transaction is handed on: the local API would otherwise rewrite this
      // request's locale, context and query. Outside one (a read), the entry commits alone.
      ...(req.transactionID ? { req: { transactionID: req.transactionID } } : {}),
    });
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `report access log: ${key} of user ${user.id} not written` });
    if (req.transactionID) throw error;
  }
}
