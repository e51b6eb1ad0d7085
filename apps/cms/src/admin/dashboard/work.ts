import type { Payload, Where } from 'payload';

/*
 * What waits for a staff member, as the dashboard shows it (docs/architecture.md#dashboards):
 * each role's data module (editor.ts, recruiter.ts, compliance.ts, admin.ts) returns items, each
 * a count, read with the user's own access (count queries only, never the documents), and the
 * admin list it stands for. The view (role-work.tsx) names them in the user's language.
 */

/** One line of a role's work: what is counted, how many, and the list that shows them. */
export interface WorkItem {
  /** A key of WORK_TEXTS.items (texts/work.ts). */
  key: string;
  count: number;
  href?: string;
  /** A collection whose plural label completes the text (drafts of posts, of pages…). */
  collection?: string;
  /** A global whose label completes the text. */
  global?: string;
  /** A content language that completes the text (pages missing English…). */
  locale?: string;
  /** A document's own title (an offer), shown as it is. */
  title?: string;
  /** Lines under this one (new applications, offer by offer). */
  items?: WorkItem[];
}

/** A role's work under one heading (drafts waiting, missing languages…). */
export interface WorkGroup {
  /** A key of WORK_TEXTS.groups (texts/work.ts). */
  key: string;
  items: WorkItem[];
}

/** The last retention run, counts only (admin.ts). */
export interface RetentionRun {
  completedAt: string;
  erased: Record<string, number>;
}

/** What a data module is given: the signed-in staff member, and the time it counts from. */
export interface WorkContext {
  payload: Payload;
  user: { id: number | string; roles?: string[] | null } & Record<string, unknown>;
  now: Date;
}

export const DAY_MS = 86_400_000;
/** "This week", "within 7 days", "the last 7 days": one window for every role. */
export const WINDOW_DAYS = 7;

/** Every count of the dashboard goes through access: what the role may not read counts nothing. */
export const asUser = (context: WorkContext) =>
  ({ user: context.user, overrideAccess: false, disableErrors: true }) as const;

/** Flattens a where into the list view's query string (`where[and][0][status][equals]=new`). */
function flatten(prefix: string, value: unknown, into: URLSearchParams): void {
  if (Array.isArray(value)) value.forEach((item, i) => flatten(`${prefix}[${i}]`, item, into));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) flatten(`${prefix}[${key}]`, item, into);
  else into.append(prefix, String(value));
}

/** The admin list of `collection` filtered by `where` (what Payload's own filter puts in the URL). */
export function listUrl(collection: string, where?: Where, locale?: string): string {
  const params = new URLSearchParams();
  if (locale) params.set('locale', locale);
  if (where) flatten('where', where, params);
  const query = params.toString();
  return `/admin/collections/${collection}${query ? `?${query}` : ''}`;
}

/** A counted item of `collection` that links to the same filter. */
export async function countItem(
  context: WorkContext,
  key: string,
  collection: string,
  where: Where,
  extra: Partial<WorkItem> = {},
): Promise<WorkItem> {
  const { totalDocs } = await context.payload.count({
    collection: collection as 'pages',
    where,
    // A localised field is compared in this language (pages missing English: their English slug).
    ...(extra.locale ? { locale: extra.locale as 'fr' } : {}),
    ...asUser(context),
  });
  return { key, count: totalDocs, href: listUrl(collection, where, extra.locale), ...extra };
}
