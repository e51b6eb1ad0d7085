import type { Payload } from 'payload';

/**
 * How a request handler reaches the CMS: the routes (app/) pass `getPayloadClient` (routes/payload.ts),
 * so nothing below the routes imports the Payload config that imports it.
 */
export type Cms = () => Promise<Payload>;
