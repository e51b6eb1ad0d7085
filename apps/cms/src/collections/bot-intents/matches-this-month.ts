import type { Field, FieldHook } from 'payload';
import { currentMonth } from '../../assistant/stats';

/**
 * How often an intent answered this month, in all languages: a column of the intents' list, read
 * from bot-intent-stats. Only for staff: the assistant's own reads (no user) skip the query.
 */
const countThisMonth: FieldHook = async ({ data, req }) => {
  if (!req.user || data?.id == null) return null;
  const { docs } = await req.payload.find({
    collection: 'bot-intent-stats',
    where: { and: [{ intent: { equals: data.id } }, { month: { equals: currentMonth() } }] },
    depth: 0,
    pagination: false,
    req,
  });
  return docs.reduce((sum, row) => sum + (row.count ?? 0), 0);
};

export const matchesThisMonthField: Field = {
  name: 'matchesThisMonth',
  type: 'number',
  virtual: true,
  // Not stored, so nothing to filter on (Payload already leaves a virtual column unsortable).
  admin: {
    readOnly: true,
    disableListFilter: true,
    description: 'Questions this intent answered this month, in all languages.',
  },
  hooks: { afterRead: [countThisMonth] },
};
