import type { FormValues } from '@dav/rules';

/** A file part: what the rules need (name, size) and the bytes for the content check and storage. */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  bytes: Uint8Array;
}

export interface ParsedSubmission {
  values: FormValues;
  files: Map<string, UploadedFile>;
}

/**
 * Multipart entries → values for the rules: a repeated key gives a list, a file gives {name, size}
 * (its bytes are kept aside). An empty file input (no name, no bytes) counts as no file.
 */
export async function parseSubmission(form: FormData): Promise<ParsedSubmission> {
  const values: FormValues = {};
  const files = new Map<string, UploadedFile>();
  for (const [key, entry] of form.entries()) {
    if (typeof entry !== 'string') {
      if (files.has(key) || (entry.name === '' && entry.size === 0)) continue;
      const bytes = new Uint8Array(await entry.arrayBuffer());
      files.set(key, { name: entry.name, size: bytes.byteLength, type: entry.type, bytes });
      values[key] = { name: entry.name, size: bytes.byteLength };
      continue;
    }
    const previous = values[key];
    if (previous === undefined) values[key] = entry;
    else if (typeof previous === 'string') values[key] = [previous, entry];
    else if (Array.isArray(previous)) previous.push(entry);
  }
  return { values, files };
}
