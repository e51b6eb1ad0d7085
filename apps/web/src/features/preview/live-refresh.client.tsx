'use client';

import { useRouter } from 'next/navigation';
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';

/** The admin framing this page: the one of `origins` it came from (the frame's referrer), else the first. */
function adminOrigin(origins: string[]): string {
  // Rendered on the server too, where it renders nothing: any origin will do there.
  if (typeof document === 'undefined') return origins[0]!;
  try {
    const from = new URL(document.referrer).origin;
    if (origins.includes(from)) return from;
  } catch {
    // Opened in a tab of its own: no admin to listen to, the first origin will do.
  }
  return origins[0]!;
}

/**
 * In the admin's live preview frame: each autosave or save of the document makes the admin post
 * a message (from the admin's origin, and no other), and the page is rendered again on the server
 * with the new draft.
 */
export default function LiveRefresh({ adminOrigins }: { adminOrigins: string[] }) {
  const router = useRouter();
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={adminOrigin(adminOrigins)} />;
}
