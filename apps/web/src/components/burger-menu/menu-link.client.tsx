'use client';

import Link from 'next/link';
import { prefetchesInView } from '@dav/rules';
import type { MenuEntry } from './menu-entries';

/** One menu link: the router's Link inside the site, a new tab outside it. */
export function MenuLink({
  entry,
  newTabLabel,
  className,
}: {
  entry: MenuEntry;
  newTabLabel: string;
  className?: string;
}) {
  if (!entry.external) {
    return (
      <Link href={entry.href} className={className} prefetch={prefetchesInView(entry.href) ? null : false}>
        {entry.label}
      </Link>
    );
  }
  return (
    <a href={entry.href} className={className} target="_blank" rel="noopener noreferrer">
      {entry.label}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}
