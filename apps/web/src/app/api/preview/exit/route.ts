import { cookies, draftMode } from 'next/headers';
import { exitPath, PREVIEW_COOKIE } from '@/features/preview/preview-session';

/** Leaving the preview (the draft banner's link): draft mode off, back to the public page of this host. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  (await cookies()).set(PREVIEW_COOKIE, '', { path: '/', maxAge: 0, secure: true, sameSite: 'none' });
  return new Response(null, {
    status: 307,
    headers: {
      location: exitPath(new URL(request.url).searchParams.get('path')),
      'cache-control': 'private, no-store',
    },
  });
}
