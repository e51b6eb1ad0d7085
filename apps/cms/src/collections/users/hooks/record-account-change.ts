import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterOperationHook,
  PayloadRequest,
} from 'payload';
import { whistleblowingNotifyTo } from '../../../env';
import { accountChangeMail, complianceRoleMail } from '../../../mail/account-mails';
import { COMPLIANCE_MAIL_QUEUE, MAIL_QUEUE } from '../../../mail/queues';
import type { OutgoingMail } from '../../../mail/compose';
import { STAFF_AUDIT_LOG, type StaffChange } from '../../staff-audit-log';
import { adminLanguageOf } from '../../../i18n/languages';
import { passwordChanged } from './guard-account-change';

/*
 * Every change of a staff account's e-mail, password, roles or state is written to the staff
 * audit log and mailed to the account's address (the old one when the address changed), in the
 * request's transaction, through the mail queue (issue 30, finding 2; docs/product.md#staff).
 * A role change to or from compliance is also mailed to the compliance team
 * (WHISTLEBLOWING_NOTIFY_TO): who may read the reports is never changed quietly.
 */

interface Account {
  id: number;
  email?: string | null;
  roles?: string[] | null;
  disabled?: boolean | null;
}
interface Change {
  change: Exclude<StaffChange, 'deleted'>;
  before?: string;
  after?: string;
}

const rolesText = (roles: Account['roles']) => (roles ?? []).join(', ');
const isCompliance = (account: Account | undefined) => Boolean(account?.roles?.includes('compliance'));
const queue = (req: PayloadRequest, input: OutgoingMail, name = MAIL_QUEUE) =>
  req.payload.jobs.queue({ task: 'send-mail', queue: name, input, req });

function changesOf(before: Account | undefined, after: Account, password: boolean): Change[] {
  if (!before) return [{ change: 'created', after: rolesText(after.roles) }];
  const changes: Change[] = [];
  if (before.email !== after.email)
    changes.push({ change: 'email', before: before.email ?? '', after: after.email ?? '' });
  if (password) changes.push({ change: 'password' });
  const [was, is] = [rolesText(before.roles), rolesText(after.roles)];
  if ([...(before.roles ?? [])].sort().join() !== [...(after.roles ?? [])].sort().join())
    changes.push({ change: 'roles', before: was, after: is });
  if (Boolean(before.disabled) !== Boolean(after.disabled))
    changes.push({ change: after.disabled ? 'disabled' : 'enabled' });
  return changes;
}

/** Writes the entries, then queues the account's notice and, for compliance, the team's. */
async function record(
  req: PayloadRequest,
  before: Account | undefined,
  after: Account,
  changes: Change[],
  actor?: string,
) {
  if (changes.length === 0) return;
  const actorEmail = actor ?? req.user?.email ?? null;
  const complianceAccount = isCompliance(before) || isCompliance(after);
  for (const { change, before: was, after: is } of changes)
    await req.payload.create({
      collection: STAFF_AUDIT_LOG,
      data: {
        actor: actor ? after.id : (req.user?.id ?? null),
        actorEmail,
        account: after.id,
        accountEmail: after.email ?? null,
        change,
        before: was ?? null,
        after: is ?? null,
        complianceAccount,
      },
      overrideAccess: true,
      req,
    });
  const language = adminLanguageOf(req.i18n?.language);
  const by = actorEmail ?? 'CMS';
  const to = before?.email ?? after.email;
  if (to) await queue(req, accountChangeMail(language, to, changes, by));
  if (isCompliance(before) !== isCompliance(after) && after.email)
    for (const team of whistleblowingNotifyTo())
      await queue(
        req,
        complianceRoleMail(language, team, after.email, isCompliance(after), by),
        COMPLIANCE_MAIL_QUEUE,
      );
}

export const recordAccountChange: CollectionAfterChangeHook = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  const before = operation === 'create' ? undefined : (previousDoc as Account);
  await record(req, before, doc as Account, changesOf(before, doc as Account, passwordChanged(req, doc.id)));
  return doc;
};

export const recordAccountDeletion: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const account = doc as Account;
  await req.payload.create({
    collection: STAFF_AUDIT_LOG,
    data: {
      actor: req.user?.id ?? null,
      actorEmail: req.user?.email ?? null,
      account: account.id,
      accountEmail: account.email ?? null,
      change: 'deleted',
      before: rolesText(account.roles),
      complianceAccount: isCompliance(account),
    },
    overrideAccess: true,
    req,
  });
  return doc;
};

/** A password set from a reset link: Payload's resetPassword runs no change hook. */
export const recordPasswordReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result;
  const user = (result as unknown as { user?: Account } | undefined)?.user;
  if (user?.email) await record(req, user, user, [{ change: 'password' }], user.email);
  return result;
};
