import type { Entry, ZipFile } from 'yauzl';
import { refuse } from './result';

const END_OF_DIRECTORY = 0x06054b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_RECORD_BYTES = 22;

/** Where the end-of-central-directory record starts, when the file ends exactly with it. */
function endRecord(buffer: Buffer): number {
  const last = buffer.length - END_RECORD_BYTES;
  for (let at = last; at >= Math.max(0, last - 0xffff); at--) {
    if (buffer.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    if (at + END_RECORD_BYTES + buffer.readUInt16LE(at + 20) !== buffer.length) refuse('bytes after the zip');
    return at;
  }
  return refuse('no end of central directory');
}

/**
 * The archive is its entries back to back from byte 0, then the central directory, then its end
 * record, and nothing else: no bytes hidden between or after them, as a ZIP that is also an
 * HTML page or another file has. Zip64 (over 4 GB, never a CV) is refused.
 */
export async function checkZipLayout(zip: ZipFile, entries: Entry[], bytes: Uint8Array): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endRecord(buffer);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (directoryOffset === 0xffffffff) refuse('zip64');
  if (directoryOffset + directorySize !== end) refuse('bytes around the central directory');
  let cursor = 0;
  const inOrder = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  for (const entry of inOrder) {
    if (entry.relativeOffsetOfLocalHeader !== cursor) refuse(`bytes before entry ${entry.fileName}`);
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    cursor = fileDataStart + entry.compressedSize;
    // Bit 3: sizes follow the data, in a descriptor with or without its signature.
    if (entry.generalPurposeBitFlag & 8) cursor += buffer.readUInt32LE(cursor) === DATA_DESCRIPTOR ? 16 : 12;
  }
  if (cursor !== directoryOffset) refuse('bytes before the central directory');
}
