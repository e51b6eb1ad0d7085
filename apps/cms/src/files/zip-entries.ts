import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ZIP_LIMITS } from './limits';
import { checkZipLayout } from './zip-layout';
import { refuse } from './result';

/** One entry of an archive, inflated: the text of the parts `keep` asks for, the size of all. */
export interface ZipPart {
  name: string;
  size: number;
  text: string | null;
}

const open = (bytes: Uint8Array) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      // validateEntrySizes: an entry inflating past the size its header declares is an error.
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/** Checks the sizes an entry declares, before any byte of it is inflated (ASVS 5.2.3). */
function checkDeclared(entry: Entry, total: number) {
  const { maxEntryBytes, maxTotalBytes, maxRatio, ratioFloorBytes } = ZIP_LIMITS;
  if (entry.isEncrypted()) refuse(`encrypted entry ${entry.fileName}`);
  if (entry.uncompressedSize > maxEntryBytes) refuse(`entry ${entry.fileName} too large`);
  if (total + entry.uncompressedSize > maxTotalBytes) refuse('archive too large once inflated');
  if (
    entry.uncompressedSize >= ratioFloorBytes &&
    entry.uncompressedSize > maxRatio * Math.max(1, entry.compressedSize)
  ) {
    refuse(`entry ${entry.fileName} compressed more than ${maxRatio}:1`);
  }
}

/** Inflates one entry as a stream, stopping at the declared size whatever the data says. */
function inflate(zip: ZipFile, entry: Entry, keep: boolean): Promise<ZipPart> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > entry.uncompressedSize || size > ZIP_LIMITS.maxEntryBytes) {
          stream.destroy(new Error(`entry ${entry.fileName} inflates past its size`));
        } else if (keep) chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () =>
        resolve({ name: entry.fileName, size, text: keep ? Buffer.concat(chunks).toString('utf8') : null }),
      );
    });
  });
}

/**
 * Every entry of a ZIP archive, each inflated with a hard cap so a bomb is never inflated in
 * full: at most `maxEntries` entries, each within its declared size and the per-entry, total
 * and ratio limits. Duplicate names (read differently by different tools) and bytes outside
 * the entries (zip-layout.ts) are refused.
 */
export async function readZip(bytes: Uint8Array, keep: (name: string) => boolean): Promise<ZipPart[]> {
  const zip = await open(bytes);
  // One listener of each kind for the archive's whole life: an 'error' with no listener would
  // be thrown out of the event loop and take the server down.
  let waiting: { resolve: (entry: Entry | null) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  zip.on('entry', (entry: Entry) => waiting?.resolve(entry));
  zip.on('end', () => waiting?.resolve(null));
  zip.on('error', (error: Error) => {
    failure = error;
    waiting?.reject(error);
  });
  const nextEntry = () =>
    new Promise<Entry | null>((resolve, reject) => {
      if (failure) return reject(failure);
      waiting = { resolve, reject };
      zip.readEntry();
    });
  try {
    if (zip.entryCount > ZIP_LIMITS.maxEntries) refuse(`${zip.entryCount} entries`);
    const parts: ZipPart[] = [];
    const entries: Entry[] = [];
    const names = new Set<string>();
    let total = 0;
    for (let entry = await nextEntry(); entry; entry = await nextEntry()) {
      if (names.has(entry.fileName.toLowerCase())) refuse(`duplicate entry ${entry.fileName}`);
      names.add(entry.fileName.toLowerCase());
      checkDeclared(entry, total);
      total += entry.uncompressedSize;
      entries.push(entry);
      if (!entry.fileName.endsWith('/')) parts.push(await inflate(zip, entry, keep(entry.fileName)));
    }
    await checkZipLayout(zip, entries, bytes);
    return parts;
  } finally {
    try {
      zip.close();
    } catch {
      // Already closing: nothing is left to free.
    }
  }
}
