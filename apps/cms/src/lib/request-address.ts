import type { PayloadRequest } from 'payload';
import { clientAddress } from './client-address';

/**
 * The address of a Payload request, as lib/client-address.ts vouches for it. clientAddress takes
 * a fetch Request and reads only its headers; a Payload request (or a local-API one, whose
 * headers are empty: 'unknown') carries them as `req.headers`.
 */
export const requestAddress = (req: Pick<PayloadRequest, 'headers'>): string =>
  clientAddress(new Request('http://cms.invalid/', { headers: req.headers }));
