import type { Payload, PayloadRequest } from 'payload';
import { SEED_REDIRECTS } from './content/redirects';

/** The demo redirects: a few of the old WordPress site's addresses per language. */
export async function seedRedirects(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const data of SEED_REDIRECTS) await payload.create({ collection: 'redirects', data, req });
}
