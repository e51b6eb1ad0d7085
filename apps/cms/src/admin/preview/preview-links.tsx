'use client';

import { useDocumentInfo, useLivePreviewContext, useLocale } from '@payloadcms/ui';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';

const ACCESSIBLE_PREVIEW_COOKIE = 'dav_preview_ay';
/** The languages with an accessibility host: French on ay-fr, English on ay-en. */
const ACCESSIBLE_HOSTS: Record<string, string> = { fr: 'ay-fr', en: 'ay-en' };

export interface PreviewTexts {
  heading: string;
  openOnSite: string;
  newTab: string;
  accessible: string;
  notSaved: string;
  noPath: string;
  /** The live preview frame's accessible name. */
  frame: string;
}

const readAccessible = () =>
  document.cookie.split(';').some((c) => c.trim() === `${ACCESSIBLE_PREVIEW_COOKIE}=1`);

/** The cookie changes only through this component, which re-renders itself. */
const noChange = () => () => {};

/**
 * Payload's live preview frame has no title, so screen readers announce a nameless frame (WCAG
 * 4.1.2): it gets one, in the staff member's language, each time it has loaded a page.
 */
function useFrameTitle(
  frame: { current: HTMLIFrameElement | null } | undefined,
  loadedURL: string | undefined,
  title: string,
) {
  useEffect(() => {
    const element = frame?.current;
    if (element && element.getAttribute('title') !== title) element.setAttribute('title', title);
  }, [frame, loadedURL, title]);
}

/**
 * The signed link of the live preview (Payload's, made by admin/preview/live-preview.ts) opened in
 * a new tab, and the switch that shows the accessibility host instead: the choice is kept in a
 * cookie, so the address Payload asks for after each save stays on that host.
 */
export function PreviewLinks({ texts }: { texts: PreviewTexts }) {
  const { url, setURL, iframeRef, loadedURL } = useLivePreviewContext();
  useFrameTitle(iframeRef, loadedURL, texts.frame);
  const { id, collectionSlug, globalSlug } = useDocumentInfo();
  const { code: locale } = useLocale();
  // The cookie is the browser's: off on the server's render, read in the browser's.
  const remembered = useSyncExternalStore(noChange, readAccessible, () => false);
  const [chosen, setAccessible] = useState<boolean | null>(null);
  const accessible = chosen ?? remembered;
  const switchId = useId();
  const accessibleCode = ACCESSIBLE_HOSTS[locale];
  const entity = collectionSlug ?? globalSlug;

  async function toggle(next: boolean) {
    setAccessible(next);
    document.cookie = `${ACCESSIBLE_PREVIEW_COOKIE}=${next ? 1 : 0}; path=/admin; SameSite=Strict`;
    const query = new URLSearchParams({
      entity: entity ?? '',
      id: String(id ?? ''),
      locale,
      variant: next ? 'ay' : '',
    });
    const res = await fetch(`/api/preview-url?${query}`, { credentials: 'same-origin' });
    const body = res.ok ? ((await res.json()) as { url: string | null }) : null;
    if (body?.url) setURL(body.url);
  }

  const saved = Boolean(id) || Boolean(globalSlug);
  const href = typeof url === 'string' && url ? url : null;
  return (
    <section aria-labelledby={`${switchId}-heading`} style={{ marginBottom: 'var(--base, 1.5rem)' }}>
      <h3 id={`${switchId}-heading`} style={{ marginBottom: '0.5rem' }}>
        {texts.heading}
      </h3>
      {!saved ? (
        <p>{texts.notSaved}</p>
      ) : !href ? (
        <p>{texts.noPath}</p>
      ) : (
        <p>
          <a href={href} target="_blank" rel="noopener noreferrer" data-testid="preview-on-site">
            {texts.openOnSite} {texts.newTab}
          </a>
        </p>
      )}
      {saved && accessibleCode ? (
        <p>
          <input
            id={switchId}
            type="checkbox"
            checked={accessible}
            onChange={(event) => void toggle(event.target.checked)}
          />{' '}
          <label htmlFor={switchId}>{texts.accessible.replace('{code}', accessibleCode)}</label>
        </p>
      ) : null}
    </section>
  );
}
