import type { AllowedFileExtension } from '@dav/rules';

/** The type each allowed format is stored and served with. */
export const MIME: Readonly<Record<AllowedFileExtension, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Other names browsers and systems give the same formats. */
const ALIASES: Readonly<Record<AllowedFileExtension, readonly string[]>> = {
  pdf: ['application/x-pdf', 'application/acrobat', 'application/vnd.pdf'],
  jpg: ['image/jpg', 'image/pjpeg'],
  jpeg: ['image/jpg', 'image/pjpeg'],
  png: ['image/x-png'],
  doc: ['application/vnd.ms-word', 'application/x-msword'],
  docx: [],
};

/** What a browser sends when the system knows no type for the file. */
const UNKNOWN = ['', 'application/octet-stream', 'binary/octet-stream'];

/**
 * True when the type the browser declared fits the extension, or says nothing. A CV named
 * .pdf but sent as text/html or image/svg+xml is refused even when its bytes are a PDF: the
 * sender meant it to be read as something else.
 */
export function declaredTypeFits(ext: AllowedFileExtension, declared: string): boolean {
  const essence = declared.split(';')[0]!.trim().toLowerCase();
  return UNKNOWN.includes(essence) || essence === MIME[ext] || ALIASES[ext].includes(essence);
}
