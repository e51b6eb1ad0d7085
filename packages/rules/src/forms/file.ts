import type { FormField, Locale } from '@dav/contract';
import { CV_MAX_KB } from '../constants';
import { fieldMessage } from './messages';
import type { FileLike } from './values';

/** docs/product.md#forms-validation: the CV may be one of these, compared case-insensitively. */
export const ALLOWED_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;
export type AllowedFileExtension = (typeof ALLOWED_FILE_EXTENSIONS)[number];

export function isAllowedFileExtension(ext: string): ext is AllowedFileExtension {
  return (ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * The lower-cased extension of a file name, without the dot; '' when there is none. Only the base
 * name counts (old browsers send `C:\fakepath\cv.pdf`), and a leading dot is a hidden file's name,
 * not an extension (`.pdf` has none), as Node's `path.extname` reads it.
 */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** docs/product.md#forms-validation measures in decimal kB, rounded up: 1 000 000 bytes is 1000 kB, 1 000 001 is 1001 kB. */
export function fileSizeKb(bytes: number): number {
  return Math.ceil(bytes / 1000);
}

/**
 * The message for a chosen file, or null when it passes. Order: missing, then format, then size,
 * so a visitor first learns the file is of the wrong kind before being told it is too big.
 * A missing file on a non-required field passes (docs/product.md#forms-states: invalid only if required).
 */
export function checkFile(
  file: FileLike | null | undefined,
  field: Pick<FormField, 'required' | 'messageIfEmpty' | 'messageIfInvalid' | 'messageIfLargeFile'>,
  locale: Locale,
): string | null {
  if (!file || file.name === '') {
    return field.required ? fieldMessage(field.messageIfEmpty, 'required', locale) : null;
  }
  if (!isAllowedFileExtension(fileExtension(file.name))) {
    return fieldMessage(field.messageIfInvalid, 'fileFormat', locale);
  }
  if (!Number.isFinite(file.size) || file.size < 0 || fileSizeKb(file.size) > CV_MAX_KB) {
    return fieldMessage(field.messageIfLargeFile, 'fileSize', locale);
  }
  return null;
}

export type DetectedFileType = 'pdf' | 'png' | 'jpg' | 'doc' | 'docx';

/** Leading bytes of each accepted format. */
const SIGNATURES: ReadonlyArray<readonly [DetectedFileType, readonly number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // "%PDF-"
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]], // SOI marker, then any segment marker
  ['doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // OLE compound file (Word 97–2003)
  ['docx', [0x50, 0x4b, 0x03, 0x04]], // "PK\3\4": a ZIP local file header, as every OOXML file is
];

/**
 * The format of a file by its first bytes, for the server's check that a "cv.pdf" really is a PDF.
 * Signatures must start at byte 0: readers may tolerate junk before `%PDF-`, but a file that only
 * hides a PDF header further in is exactly what this check exists to refuse. Limits: `doc` is any
 * OLE file (an .xls too) and `docx` any ZIP (an .xlsx or a .zip too); telling those apart would need
 * to read inside the container, which is beyond a magic-byte check.
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  for (const [type, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return type;
  }
  return null;
}

/** Which detected type each allowed extension must have: jpg and jpeg are the same format. */
const EXPECTED_TYPE: Readonly<Record<AllowedFileExtension, DetectedFileType>> = {
  pdf: 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  doc: 'doc',
  docx: 'docx',
};

/**
 * True when the bytes are of the format the extension claims. `ext` may be given with or without
 * its dot and in any case; an extension outside the allowed list never matches.
 */
export function contentMatchesExtension(ext: string, bytes: Uint8Array): boolean {
  const normalised = ext.replace(/^\./, '').toLowerCase();
  return isAllowedFileExtension(normalised) && detectFileType(bytes) === EXPECTED_TYPE[normalised];
}
