import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from '@pdfme/pdf-lib';
import { parsePdf } from './pdf-parser';
import { refuse } from './result';

/*
 * A PDF is accepted when pdf-lib parses all of it strictly, it has a catalog and at least one
 * page, and no object carries active content: scripts, launch or form-submit actions, embedded
 * or attached files, rich media or XFA forms. Names are compared decoded (`/J#53` is `/JS`).
 */

/** Keys that only exist to hold active content. */
const FORBIDDEN_KEYS = new Set([
  'JS',
  'JavaScript',
  'EmbeddedFiles',
  'EmbeddedFile',
  'XFA',
  'RichMediaContent',
]);
/** Name values (action, annotation and file types) that mean the same. */
const FORBIDDEN_NAMES = new Set([
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'FileAttachment',
  'RichMedia',
  'GoToE',
  'ImportData',
  'SubmitForm',
]);

/** PDF white-space (ISO 32000-1, 7.2.2), the only bytes allowed after the last %%EOF. */
const TRAILING_SPACE = /^[\0\t\n\f\r ]*$/;
/** What may follow an %%EOF that is not the last: an incremental update, or a comment. */
const UPDATE_START = /^[\0\t\n\f\r ]*(\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj\b|xref\b|%)/;
/** Markup a browser would run if the file were ever served or sniffed as HTML. */
const SMUGGLED_MARKUP = /<(script|html|body|iframe|svg|embed|object)\b|<!doctype\s+html|javascript:/i;

function checkLayout(text: string) {
  if (SMUGGLED_MARKUP.test(text)) refuse('HTML or script markup inside');
  const ends = [...text.matchAll(/%%EOF/g)].map((match) => match.index + match[0].length);
  if (ends.length === 0) refuse('no %%EOF');
  if (!TRAILING_SPACE.test(text.slice(ends.at(-1)))) refuse('bytes after the last %%EOF');
  for (const end of ends.slice(0, -1)) {
    if (!UPDATE_START.test(text.slice(end, end + 64))) refuse('bytes after %%EOF that are no update');
  }
}

function checkObject(object: PDFObject | undefined, seen: Set<PDFObject>) {
  if (!object || seen.has(object)) return;
  seen.add(object);
  if (object instanceof PDFName) {
    if (FORBIDDEN_NAMES.has(object.decodeText())) refuse(`/${object.decodeText()}`);
  } else if (object instanceof PDFArray) {
    for (const item of object.asArray()) checkObject(item, seen);
  } else if (object instanceof PDFDict || object instanceof PDFStream) {
    const dict = object instanceof PDFStream ? object.dict : object;
    for (const [key, value] of dict.entries()) {
      if (FORBIDDEN_KEYS.has(key.decodeText())) refuse(`/${key.decodeText()}`);
      checkObject(value, seen);
    }
  }
}

function pageCount(context: PDFContext): number {
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.lookup(PDFName.of('Type')) !== PDFName.of('Catalog')) {
    refuse('no catalog');
  }
  const pages = catalog.lookup(PDFName.of('Pages'));
  const count = pages instanceof PDFDict ? pages.lookup(PDFName.of('Count')) : undefined;
  return count instanceof PDFNumber ? count.asNumber() : 0;
}

export async function inspectPdf(bytes: Uint8Array): Promise<void> {
  checkLayout(Buffer.from(bytes).toString('latin1'));
  const context = await parsePdf(bytes);
  if (context.trailerInfo.Encrypt) refuse('encrypted (its objects cannot be checked)');
  if (pageCount(context) < 1) refuse('no page');
  const seen = new Set<PDFObject>();
  for (const [, object] of context.enumerateIndirectObjects()) checkObject(object, seen);
  for (const entry of Object.values(context.trailerInfo)) checkObject(entry, seen);
}
