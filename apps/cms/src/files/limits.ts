import { CV_MAX_KB } from '@dav/rules';

/*
 * Bounds of the upload inspection (docs/product.md, "Uploads"). A CV is at most 1000 kB as sent
 * (the rules refuse more before the inspection starts); these bound what reading it may cost.
 */

/** The largest upload the inspector opens at all: the CV limit of the rules, in bytes. */
export const MAX_UPLOAD_BYTES = CV_MAX_KB * 1000;

/** DOCX (ASVS 5.2.3): entries, inflated bytes per entry and in all, and the inflation ratio. */
export const ZIP_LIMITS = Object.freeze({
  maxEntries: 1000,
  maxEntryBytes: 10 * 1024 * 1024,
  maxTotalBytes: 20 * 1024 * 1024,
  /** Inflated / compressed size of one entry, checked on entries of at least `ratioFloorBytes`. */
  maxRatio: 100,
  ratioFloorBytes: 100 * 1024,
});

/** PDF: what one object or cross-reference stream may inflate to while the file is parsed. */
export const PDF_MAX_DECODED_STREAM_BYTES = 8 * 1024 * 1024;

/** JPEG and PNG: pixels a picture may declare (a 1 MB file claiming more is a decompression bomb). */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_TIMEOUT_SECONDS = 10;
