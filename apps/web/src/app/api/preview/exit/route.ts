import { cookies, draftMode } from 'next/headers';
import {
  DRAFT_MODE_COOKIE,
  exitPath,
  PREVIEW_COOKIE,
  SESSION_COOKIE,
} from '@/features/preview/preview-session';

/** Leaving the preview (the draft banner's link): draft mode off, back to the public page of this host. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  // Both deleted as they were set (partitioned), or the browser keeps them.
  const jar = await cookies();
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_COOKIE]) jar.set(name, '', { ...SESSION_COOKIE, maxAge: 0 });
  return new Response(null, {
    status: 307,
    headers: {
      location: exitPath(new URL(request.url).searchParams.get('path')),
      'cache-control': 'private, no-store',
    },
  });
}
