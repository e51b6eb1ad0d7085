'use client';

import { useEffect } from 'react';
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

/** Keeps `--draft-h` (globals.css) at the banner's height as it wraps, so the fixed header sits just below it. */
function useBannerHeight() {
  useEffect(() => {
    const banner = document.querySelector<HTMLElement>('[data-draft-banner]');
    if (!banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--draft-h', `${banner.getBoundingClientRect().height}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--draft-h');
    };
  }, []);
}

/**
 * In a draft session: keeps the header below the banner (above), and in the admin's live preview
 * frame, each autosave or save of the document makes the admin post a message (from the admin's
 * origin, and no other), and the page is rendered again on the server with the new draft.
 */
export default function LiveRefresh({ adminOrigins }: { adminOrigins: string[] }) {
  useBannerHeight();
  const router = useRouter();
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={adminOrigin(adminOrigins)} />;
}
