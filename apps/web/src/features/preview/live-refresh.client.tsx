'use client';

import { useRouter } from 'next/navigation';
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';

/**
 * In the admin's live preview frame: each autosave or save of the document makes the admin post
 * a message (from `serverURL`, the admin's origin, and no other), and the page is rendered again
 * on the server with the new draft.
 */
export default function LiveRefresh({ serverURL }: { serverURL: string }) {
  const router = useRouter();
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />;
}
