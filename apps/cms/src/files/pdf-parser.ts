import zlib from 'node:zlib';
import {
  PDFArray,
  PDFName,
  PDFParser,
  PDFRawStream,
  type PDFContext,
  type PDFObject,
  type PDFRef,
} from '@pdfme/pdf-lib';
import { PDF_MAX_DECODED_STREAM_BYTES } from './limits';
import { refuse, type Refused } from './result';

/** Streams the parser itself decodes while reading the file (the others stay compressed). */
const DECODED_WHILE_PARSING = new Set(['ObjStm', 'XRef']);

/**
 * Refuses an object or cross-reference stream that would inflate past the cap, before pdf-lib
 * inflates it in full: a 1 MB file could otherwise make the server hold a gigabyte.
 */
function checkDecodedSize(stream: PDFRawStream) {
  const type = stream.dict.lookup(PDFName.of('Type'));
  if (!(type instanceof PDFName) || !DECODED_WHILE_PARSING.has(type.decodeText())) return;
  let filter = stream.dict.lookup(PDFName.of('Filter'));
  if (filter instanceof PDFArray && filter.size() === 1) filter = filter.lookup(0);
  if (filter === undefined) return; // stored as is: no bigger than the file
  if (!(filter instanceof PDFName) || filter.decodeText() !== 'FlateDecode') {
    refuse(`${type.decodeText()} stream with filter ${String(filter)}`);
  }
  try {
    zlib.inflateSync(stream.contents, {
      maxOutputLength: PDF_MAX_DECODED_STREAM_BYTES,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
  } catch {
    refuse(`${type.decodeText()} stream that does not inflate within the cap`);
  }
}

/** pdf-lib's parser, strict (no invalid object tolerated) and with decoded streams capped. */
class GuardedParser extends PDFParser {
  /** pdf-lib reports any error inside an object as an invalid object: keep the real reason. */
  refusal: Refused | null = null;

  override parseObject(ref?: PDFRef): PDFObject {
    const object = super.parseObject(ref);
    try {
      if (object instanceof PDFRawStream) checkDecodedSize(object);
    } catch (error) {
      this.refusal ??= error as Refused;
      throw error;
    }
    return object;
  }
}

/** Every object of the file, including those of its object streams; throws on a broken file. */
export async function parsePdf(bytes: Uint8Array): Promise<PDFContext> {
  // Yield to the event loop every 500 objects, so a large file never stalls other requests.
  const parser = new GuardedParser(bytes, 500, true);
  try {
    return await parser.parseDocument();
  } catch (error) {
    throw parser.refusal ?? error;
  }
}
