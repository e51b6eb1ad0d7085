import type { FormField, Locale } from '@dav/contract';
import { fieldMessage } from '@dav/rules';
import { inspectUpload } from '../files/inspect-upload';
import type { InspectedUpload } from '../files/result';
import type { UploadedFile } from './values';

export interface InspectedFiles {
  errors: Record<string, string>;
  files: Map<string, InspectedUpload>;
}

/**
 * The uploads of the visible file fields that passed the rules, through `inspectUpload`. A
 * refused file gets its field's format message (docs/product.md#forms-validation) and its reason goes to the server log;
 * a file sent under any other name is dropped, so only inspected files reach the store.
 */
export async function inspectFiles(
  fields: FormField[],
  uploads: Map<string, UploadedFile>,
  locale: Locale,
  known: Record<string, string>,
): Promise<InspectedFiles> {
  const errors: Record<string, string> = {};
  const files = new Map<string, InspectedUpload>();
  for (const field of fields) {
    const upload = uploads.get(field.name);
    if (field.type !== 'file' || !upload || known[field.name]) continue;
    const inspection = await inspectUpload(upload.bytes, upload.name, upload.type);
    if (inspection.ok) {
      files.set(field.name, inspection.file);
    } else {
      // Quoted: a reason may name a part of the file, which the sender chose (no forged log lines).
      console.warn(`[uploads] ${field.name} refused: ${JSON.stringify(inspection.reason)}`);
      errors[field.name] = fieldMessage(field.messageIfInvalid, 'fileFormat', locale);
    }
  }
  return { errors, files };
}
