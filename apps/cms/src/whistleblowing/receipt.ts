import crypto from 'node:crypto';
import { RECEIPT_CODE_DIGITS } from '@dav/rules';
import { payloadSecret } from '../env';

/*
 * A report's receipt code (docs/product.md#whistleblowing-follow-up): 16 random digits, given once
 * to the reporter and stored only as a slow hash (scrypt), so the database alone never opens a
 * report. The hash is salted with a key derived from PAYLOAD_SECRET rather than per row: the code
 * must find its report by an indexed lookup, not by hashing it against every report. 10^16 codes
 * at scrypt's cost (about 0.1 s each) stay out of reach, and the follow-up is rate-limited.
 */

/** scrypt's cost: 2^15 × 8 × 128 bytes = 32 MB of memory per hash. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

const salt = () =>
  crypto.createHmac('sha256', payloadSecret()).update('dav-whistleblowing-receipt-salt').digest();

/** A new code: 16 digits, each from the system's cryptographic random source. */
export function newReceiptCode(): string {
  let code = '';
  for (let i = 0; i < RECEIPT_CODE_DIGITS; i++) code += String(crypto.randomInt(10));
  return code;
}

/** The stored form of a code (hex of scrypt), computed off the event loop. */
export function receiptHash(code: string): Promise<string> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(code, salt(), 32, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(`scrypt$${key.toString('hex')}`),
    ),
  );
}
