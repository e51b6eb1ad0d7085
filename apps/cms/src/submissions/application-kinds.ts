import { textOf, type submittableValues } from '@dav/rules';
import { visibleOffers } from '../access/edition';
import { errorJson } from '../lib/respond';
import { relationIds } from '../lib/relation-id';
import type { SubmissionKind } from './kind';

/** What a candidate sent about themselves: their record is made of it if the address is new (docs/product.md#candidates-data). */
function candidateOf(values: ReturnType<typeof submittableValues>) {
  return {
    email: textOf(values.email),
    lastname: textOf(values.lastname),
    firstname: textOf(values.firstname),
    phone: textOf(values.phone),
  };
}

/**
 * A job application: to an offer on the site in that language (its slug in `offer`). The manager
 * and subsidiary chosen on the offer page are kept only if they are the offer's own; otherwise
 * the offer's first ones.
 */
export const APPLICATION: SubmissionKind = {
  form: 'application',
  destination: async (values, _request, { payload, locale }) => {
    const slug = textOf(values.offer);
    const { docs } = await payload.find({
      collection: 'offers',
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: 1,
      pagination: false,
      where: { and: [{ slug: { equals: slug } }, visibleOffers(new Date())] },
      select: { managers: true, subsidiaries: true },
    });
    const offer = docs[0];
    if (!slug || !offer) return errorJson(404, { offer: 'Not found' });
    const managerIds = relationIds(offer.managers);
    const subsidiaryIds = relationIds(offer.subsidiaries);
    const { docs: chosen } = await payload.find({
      collection: 'subsidiaries',
      depth: 0,
      limit: 1,
      pagination: false,
      where: { slug: { equals: textOf(values.subsidiary) }, _status: { equals: 'published' } },
      select: {},
    });
    const chosenSubsidiary = chosen[0]?.id;
    const chosenManager = Number(textOf(values._managers_id));
    const recruiters = managerIds.length
      ? await payload.find({
          collection: 'managers',
          depth: 0,
          pagination: false,
          where: { id: { in: managerIds } },
          select: { email: true },
        })
      : { docs: [] };
    return {
      collection: 'applications',
      kind: 'job',
      candidate: candidateOf(values),
      offer: offer.id,
      manager: managerIds.includes(chosenManager) ? chosenManager : (managerIds[0] ?? null),
      subsidiary:
        chosenSubsidiary !== undefined && subsidiaryIds.includes(chosenSubsidiary)
          ? chosenSubsidiary
          : (subsidiaryIds[0] ?? null),
      notifyTo: recruiters.docs.flatMap((m) => (m.email ? [m.email] : [])),
    };
  },
};

/** A spontaneous application: no offer, the expertise among its values. */
export const SPONTANEOUS_APPLICATION: SubmissionKind = {
  form: 'spontaneous-application',
  destination: (values) => ({
    collection: 'applications',
    kind: 'spontaneous',
    candidate: candidateOf(values),
    offer: null,
    manager: null,
    subsidiary: null,
    notifyTo: [],
  }),
};
