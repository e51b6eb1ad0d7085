import { contentMatchesExtension, fileExtension, isAllowedFileExtension } from '@dav/rules';
import { declaredTypeFits, MIME } from './declared-type';
import { inspectDoc } from './doc';
import { inspectDocx } from './docx';
import { reencodeImage } from './image';
import { MAX_UPLOAD_BYTES } from './limits';
import { inspectPdf } from './pdf';
import { Refused, type InspectedUpload, type Inspection } from './result';

/**
 * The one door for a visitor's file (docs/architecture.md, "Forms and submissions"): by its
 * extension, the type the browser declared, its first bytes, then its structure, read by a
 * parser of its format. A PDF, DOC or DOCX is kept as sent; a JPEG or PNG is re-encoded and the
 * new bytes are what gets stored. Never throws: anything a parser throws is a refusal.
 */
export async function inspectUpload(
  bytes: Uint8Array,
  filename: string,
  declaredType: string,
): Promise<Inspection> {
  const ext = fileExtension(filename);
  try {
    if (!isAllowedFileExtension(ext)) return { ok: false, reason: `extension .${ext}` };
    if (bytes.byteLength === 0 || bytes.byteLength > MAX_UPLOAD_BYTES) {
      return { ok: false, reason: `${bytes.byteLength} bytes` };
    }
    if (!declaredTypeFits(ext, declaredType)) return { ok: false, reason: `declared as ${declaredType}` };
    if (!contentMatchesExtension(ext, bytes)) return { ok: false, reason: 'first bytes are not its format' };
    let kept = bytes;
    switch (ext) {
      case 'pdf':
        await inspectPdf(bytes);
        break;
      case 'docx':
        await inspectDocx(bytes);
        break;
      case 'doc':
        inspectDoc(bytes);
        break;
      case 'jpg':
      case 'jpeg':
        kept = await reencodeImage(bytes, 'jpeg');
        break;
      case 'png':
        kept = await reencodeImage(bytes, 'png');
        break;
    }
    const file = { name: filename, ext, mime: MIME[ext], bytes: kept } as InspectedUpload;
    return { ok: true, file };
  } catch (error) {
    const reason =
      error instanceof Refused ? error.message : `unreadable (${(error as Error)?.message ?? error})`;
    return { ok: false, reason };
  }
}
