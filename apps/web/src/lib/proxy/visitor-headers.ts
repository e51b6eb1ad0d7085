import 'server-only';
import { createHmac } from 'node:crypto';
import {
  VISITOR_ADDRESS_HEADER,
  VISITOR_ADDRESS_KEY_PURPOSE,
  VISITOR_SIGNATURE_HEADER,
  visitorAddressMessage,
} from '@dav/contract';
import { revalidateSecret } from '../env';

/**
 * The headers that tell the CMS who the visitor is (docs/architecture.md#visitor-address): the
 * address this site saw and its HMAC, keyed from the secret both apps share. The CMS believes an
 * address only with its signature, so a caller who reaches the CMS directly cannot pick one.
 */
export function signedVisitorHeaders(address: string, secret = revalidateSecret()): Record<string, string> {
  const key = createHmac('sha256', secret).update(VISITOR_ADDRESS_KEY_PURPOSE).digest();
  const signature = createHmac('sha256', key).update(visitorAddressMessage(address)).digest('base64url');
  return { [VISITOR_ADDRESS_HEADER]: address, [VISITOR_SIGNATURE_HEADER]: signature };
}
