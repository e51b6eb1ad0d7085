import type { CollectionBeforeChangeHook, Field, FieldHook } from 'payload';
import { daysLate, nextReportDeadline, type ReportStatus } from '@dav/rules';

/*
 * A whistleblowing report as a case the compliance team works (docs/product.md#whistleblowing-follow-up):
 * its status, the dates the law counts from, and its next deadline (acknowledge within 7 days,
 * feedback within 3 months: packages/rules). The dates are stamped here, never written by anyone:
 * a deadline cannot be moved by editing a date.
 */

/** Closed cases sort after every open one (the list's default order: overdue first). */
const CLOSED_ORDER = 9_000_000_000_000;

const stampedByHook = { create: () => false, update: () => false };

const STATUS_OPTIONS = [
  { label: 'Received', value: 'received' },
  { label: 'Acknowledged', value: 'acknowledged' },
  { label: 'In progress', value: 'in-progress' },
  { label: 'Closed', value: 'closed' },
] satisfies { label: string; value: ReportStatus }[];

/** Status changes stamp their dates, and the next deadline follows. */
export const stampReportCase: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const now = new Date().toISOString();
  const status: ReportStatus = data.status ?? originalDoc?.status ?? 'received';
  const stamped: Record<string, unknown> = { ...data, status };
  // The receipt's date is the one the deadlines count from: the same instant, to the millisecond.
  if (operation === 'create') stamped.createdAt = now;
  if (status !== 'received' && !originalDoc?.acknowledgedAt) stamped.acknowledgedAt = now;
  const acknowledgedAt = (stamped.acknowledgedAt ?? originalDoc?.acknowledgedAt ?? null) as string | null;
  const wasClosed = originalDoc?.status === 'closed';
  if (status === 'closed' && !wasClosed) stamped.closedAt = now;
  if (status !== 'closed' && wasClosed) stamped.closedAt = null;
  const deadline = nextReportDeadline({
    status,
    receivedAt: new Date(originalDoc?.createdAt ?? now),
    acknowledgedAt: acknowledgedAt ? new Date(acknowledgedAt) : null,
  });
  stamped.nextDueAt = deadline?.due.toISOString() ?? null;
  stamped.dueOrder = deadline ? deadline.due.getTime() : CLOSED_ORDER;
  return stamped;
};

const DEADLINE_TEXTS = {
  fr: {
    acknowledge: (date: string) => `Accuser réception avant le ${date}`,
    acknowledgeLate: (days: number) => `Accusé de réception en retard de ${days} j`,
    feedback: (date: string) => `Retour avant le ${date}`,
    feedbackLate: (days: number) => `Retour en retard de ${days} j`,
    closed: 'Clos',
  },
  en: {
    acknowledge: (date: string) => `Acknowledge by ${date}`,
    acknowledgeLate: (days: number) => `Acknowledgement ${days} days overdue`,
    feedback: (date: string) => `Feedback by ${date}`,
    feedbackLate: (days: number) => `Feedback ${days} days overdue`,
    closed: 'Closed',
  },
  es: {
    acknowledge: (date: string) => `Acusar recibo antes del ${date}`,
    acknowledgeLate: (days: number) => `Acuse de recibo con ${days} días de retraso`,
    feedback: (date: string) => `Respuesta antes del ${date}`,
    feedbackLate: (days: number) => `Respuesta con ${days} días de retraso`,
    closed: 'Cerrado',
  },
  de: {
    acknowledge: (date: string) => `Eingang bestätigen bis ${date}`,
    acknowledgeLate: (days: number) => `Eingangsbestätigung ${days} Tage überfällig`,
    feedback: (date: string) => `Rückmeldung bis ${date}`,
    feedbackLate: (days: number) => `Rückmeldung ${days} Tage überfällig`,
    closed: 'Abgeschlossen',
  },
} as const;

/** The next deadline as the staff member reads it, in their admin language, late or not. */
const deadlineText: FieldHook = ({ siblingData, req }) => {
  const language = req.i18n?.language;
  const texts = DEADLINE_TEXTS[language === 'en' || language === 'es' || language === 'de' ? language : 'fr'];
  if (!siblingData?.createdAt) return null;
  const deadline = nextReportDeadline({
    status: siblingData.status ?? 'received',
    receivedAt: new Date(siblingData.createdAt),
    acknowledgedAt: siblingData.acknowledgedAt ? new Date(siblingData.acknowledgedAt) : null,
  });
  if (!deadline) return texts.closed;
  const late = daysLate(deadline, new Date());
  const date = deadline.due.toISOString().slice(0, 10);
  if (deadline.kind === 'acknowledge')
    return late > 0 ? texts.acknowledgeLate(late) : texts.acknowledge(date);
  return late > 0 ? texts.feedbackLate(late) : texts.feedback(date);
};

export const REPORT_CASE_FIELDS: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'received',
    index: true,
    options: STATUS_OPTIONS,
    admin: { position: 'sidebar', description: 'Closing the case starts the retention period.' },
  },
  {
    name: 'deadline',
    type: 'text',
    virtual: true,
    admin: { readOnly: true, position: 'sidebar' },
    hooks: { afterRead: [deadlineText] },
  },
  {
    name: 'nextDueAt',
    type: 'date',
    index: true,
    access: stampedByHook,
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'acknowledgedAt',
    type: 'date',
    access: stampedByHook,
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'closedAt',
    type: 'date',
    index: true,
    access: stampedByHook,
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  },
  { name: 'dueOrder', type: 'number', index: true, access: stampedByHook, admin: { hidden: true } },
  {
    // The receipt code's scrypt hash (whistleblowing/receipt.ts): never read through the API.
    name: 'receiptHash',
    type: 'text',
    unique: true,
    index: true,
    access: { read: () => false, create: () => false, update: () => false },
    admin: { hidden: true },
  },
  {
    name: 'messages',
    type: 'join',
    collection: 'report-messages',
    on: 'report',
    defaultSort: 'createdAt',
    admin: { description: 'Messages with the reporter. The reporter never sees a staff name.' },
  },
];
