import { candidateKey } from '@dav/rules';
import type { Payload, PayloadRequest } from 'payload';

export interface Person {
  email: string;
  lastname: string;
  firstname: string;
  phone?: string;
}

/** The candidate of that address (normalised: `candidateKey`), if any, in `req`'s transaction when given. */
export async function findCandidate(payload: Payload, req: PayloadRequest | undefined, email: string) {
  const { docs } = await payload.find({
    collection: 'candidates',
    where: { email: { equals: candidateKey(email) } },
    depth: 0,
    limit: 1,
    pagination: false,
    ...(req ? { req } : {}),
  });
  return docs[0] ?? null;
}

/**
 * Creates the candidate, or updates them with what they sent now; either way their last
 * activity is `now` (the retention period runs from it: docs/product.md#candidates-data).
 */
export async function saveCandidate(
  payload: Payload,
  req: PayloadRequest,
  known: { id: number } | null,
  person: Person,
  now: Date,
) {
  const data = {
    ...person,
    ...(person.phone === undefined || person.phone === '' ? { phone: undefined } : {}),
    email: candidateKey(person.email),
    lastActivityAt: now.toISOString(),
  };
  return known
    ? payload.update({ collection: 'candidates', id: known.id, data, req })
    : payload.create({ collection: 'candidates', data, req });
}
