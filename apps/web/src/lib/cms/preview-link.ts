import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { checkPreviewToken } from '@dav/contract/preview';
import { revalidateSecret } from '../env';
import { PREVIEW_COOKIE } from './preview-cookie';

/**
 * The preview link of this render when it names a document of `collection` (docs/architecture.md
 * #drafts-and-preview), else null: the reads of a document ask the CMS for its draft with it, and
 * the CMS answers a draft for that document only. Called outside the cached reads, which may not
 * read cookies; draft mode is looked at first, so a public page never reads a cookie and stays
 * prerendered.
 */
export async function previewLink(collection: string): Promise<string | null> {
  if (!(await draftMode()).isEnabled) return null;
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  const check = checkPreviewToken(token, revalidateSecret());
  return check.ok && check.target.collection === collection ? token! : null;
}
