import type { AllowedFileExtension } from '@dav/rules';

declare const inspected: unique symbol;

/**
 * A file that passed `inspectUpload`: the only kind the submission store accepts, so no other
 * path can put a visitor's bytes on disk. `bytes` may differ from what was sent (pictures are
 * re-encoded); `mime` is the type found, never the one the browser declared.
 */
export interface InspectedUpload {
  readonly [inspected]: true;
  readonly name: string;
  readonly ext: AllowedFileExtension;
  readonly mime: string;
  readonly bytes: Uint8Array;
}

export type Inspection = { ok: true; file: InspectedUpload } | { ok: false; reason: string };

/** A refusal, with a reason for the server log (never shown to the visitor). */
export class Refused extends Error {}

export function refuse(reason: string): never {
  throw new Refused(reason);
}
