'use client';

import { RouteLink } from '@/components/ui/route-link';
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
      <RouteLink href={entry.href} className={className}>
        {entry.label}
      </RouteLink>
    );
  }
  return (
    <a href={entry.href} className={className} target="_blank" rel="noopener noreferrer">
      {entry.label}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}
