import { APIError } from 'payload';

/** What a failed upload or download answers while the S3 storage is unreachable. */
export const STORAGE_UNAVAILABLE = 'File storage is unavailable: try again in a few minutes.';

/** An upload that could not reach S3: answered 503 with STORAGE_UNAVAILABLE, never a stack. */
export class FileStorageUnavailable extends APIError {
  constructor() {
    super(STORAGE_UNAVAILABLE, 503, null, true);
    this.name = 'FileStorageUnavailable';
  }
}
