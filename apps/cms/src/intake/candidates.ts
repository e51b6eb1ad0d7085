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
 * The candidate a request is filed under: the one on record, as it is, else a new one made of
 * what this request says. Anybody can send anybody's address, so a request never changes who an
 * existing candidate is (issue 18): each application keeps what it said in its own values.
 * `lastActivityAt` starts at `now` and then follows their applications, never a test request
 * (collections/applications/last-activity.ts); retention never reads it.
 */
export async function candidateFor(
  payload: Payload,
  req: PayloadRequest,
  known: { id: number } | null,
  person: Person,
  now: Date,
): Promise<{ id: number }> {
  if (known) return known;
  return payload.create({
    collection: 'candidates',
    data: {
      ...person,
      ...(person.phone === undefined || person.phone === '' ? { phone: undefined } : {}),
      email: candidateKey(person.email),
      lastActivityAt: now.toISOString(),
    },
    depth: 0,
    req,
  });
}
