import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/** The process-wide Payload instance (initialised, migrated and seeded on first use). */
export function getPayloadClient(options: { cron?: boolean } = {}): Promise<Payload> {
  return getPayload({ config, ...options });
}
