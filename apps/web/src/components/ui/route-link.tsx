import Link from 'next/link';
import type { ComponentProps } from 'react';

export type RouteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * The site's one router link: Next's Link (client navigation) that never prefetches on its own.
 * Next would fetch every link in view while the page is still starting; the shell's
 * `IdlePrefetch` fetches the links in view once the visitor has been idle for `PREFETCH_IDLE_MS`
 * (docs/product.md#shell-loading-and-transitions). ESLint keeps `next/link` to this file.
 */
export function RouteLink(props: RouteLinkProps) {
  return <Link {...props} prefetch={false} />;
}
