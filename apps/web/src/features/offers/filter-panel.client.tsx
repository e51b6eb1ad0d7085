'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { SidePanel } from '@/components/ui/side-panel.client';
import styles from './offers.module.css';

interface FilterPanelProps {
  id: string;
  /** The current choice, as the sentence shows it ("tous", "DAV Lyon"). */
  value: string;
  /** The button's accessible name: it contains the visible value (WCAG 2.5.3). */
  buttonLabel: string;
  title: string;
  closeLabel: string;
  /** The role input of the sentence: what the visitor typed goes with their choice. */
  roleInputId: string;
  /** The choices, as links to the search with that choice (server-rendered). */
  children: ReactNode;
}

/**
 * A word of the search sentence that opens its side panel (docs/product.md#shell-overlays: the
 * 600 ms sidebar transition, none with reduced motion). The choices are links: choosing one
 * searches with it (and the role as typed) and closes the panel. Without JavaScript the same links are
 * listed under the form (search-sentence.tsx), so nothing depends on this button. The panel is
 * the shared SidePanel.
 */
export function FilterPanel({
  id,
  value,
  buttonLabel,
  title,
  closeLabel,
  roleInputId,
  children,
}: FilterPanelProps) {
  const router = useRouter();
  // A choice searches with the role as typed, even if not sent yet: nothing typed is lost.
  const choose = (event: MouseEvent<HTMLDialogElement>, close: () => void) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const url = new URL(link.href);
    const role = document.getElementById(roleInputId);
    const typed = role instanceof HTMLInputElement ? role.value.trim() : '';
    // The role first, as the form and the links write it: one search, one URL.
    const params = new URLSearchParams(typed ? { q: typed } : {});
    for (const [key, value] of url.searchParams) if (key !== 'q') params.set(key, value);
    close();
    router.push(`${url.pathname}${params.size ? `?${params}` : ''}`, { scroll: false });
  };
  return (
    <SidePanel
      id={id}
      buttonClassName={styles.choice}
      buttonLabel={buttonLabel}
      title={title}
      closeLabel={closeLabel}
      content={children}
      onPanelClick={choose}
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('[aria-current="true"]')}
    >
      {value}
    </SidePanel>
  );
}
