import type { Where } from 'payload';
import {
  asUser,
  countItem,
  DAY_MS,
  WINDOW_DAYS,
  type WorkContext,
  type WorkGroup,
  type WorkItem,
} from './work';

/** Offers listed one by one under the new applications; the rest are in the total's list. */
const MAX_OFFERS = 20;
const NEW: Where = { status: { equals: 'new' } };
const PUBLISHED: Where = { _status: { equals: 'published' } };

/** New applications: the total, then offer by offer (the offers that have some), then spontaneous ones. */
async function newApplications(context: WorkContext): Promise<WorkItem> {
  const { payload } = context;
  const total = await countItem(context, 'newApplications', 'applications', NEW);
  if (total.count === 0) return total;
  // The offers that have new applications: their ids only, one query (no application is loaded).
  const distinct = await payload.findDistinct({
    collection: 'applications',
    field: 'offer',
    where: { and: [NEW, { offer: { exists: true } }] },
    limit: MAX_OFFERS,
    ...asUser(context),
  });
  const ids = distinct.values.map((value) => value.offer).filter((id) => id != null) as (number | string)[];
  const titles = new Map<string, string>();
  if (ids.length) {
    const offers = await payload.find({
      collection: 'offers',
      where: { id: { in: ids } },
      select: { title: true },
      depth: 0,
      limit: ids.length,
      pagination: false,
      ...asUser(context),
    });
    for (const offer of offers.docs) titles.set(String(offer.id), offer.title);
  }
  const perOffer = await Promise.all(
    ids.map((id) =>
      countItem(
        context,
        'newForOffer',
        'applications',
        { and: [NEW, { offer: { equals: id } }] },
        {
          title: titles.get(String(id)) ?? `#${id}`,
        },
      ),
    ),
  );
  const spontaneous = await countItem(context, 'newSpontaneous', 'applications', {
    and: [NEW, { kind: { equals: 'spontaneous' } }],
  });
  perOffer.sort((a, b) => b.count - a.count);
  return { ...total, items: [...perOffer, ...(spontaneous.count ? [spontaneous] : [])] };
}

/** Published offers closing within 7 days, and those past their closing date but still published. */
function closingOffers(context: WorkContext): Promise<WorkItem[]> {
  const now = context.now.toISOString();
  const week = new Date(context.now.getTime() + WINDOW_DAYS * DAY_MS).toISOString();
  return Promise.all([
    countItem(context, 'offersExpired', 'offers', {
      and: [PUBLISHED, { validThrough: { less_than_equal: now } }],
    }),
    countItem(context, 'offersClosing', 'offers', {
      and: [PUBLISHED, { validThrough: { greater_than: now } }, { validThrough: { less_than_equal: week } }],
    }),
  ]);
}

/** Skills tests candidates asked for in the last 7 days. */
const skillTests = (context: WorkContext): Promise<WorkItem> =>
  countItem(context, 'skillTests', 'skill-test-requests', {
    createdAt: { greater_than: new Date(context.now.getTime() - WINDOW_DAYS * DAY_MS).toISOString() },
  });

/** What waits for a recruiter: new applications, offers closing or closed, skills tests. */
export async function recruiterWork(context: WorkContext): Promise<WorkGroup[]> {
  const [applications, offers, tests] = await Promise.all([
    newApplications(context),
    closingOffers(context),
    skillTests(context),
  ]);
  return [
    { key: 'applications', items: [applications] },
    { key: 'offers', items: offers },
    { key: 'skillTests', items: [tests] },
  ];
}
