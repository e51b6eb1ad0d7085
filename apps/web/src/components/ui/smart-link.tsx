import { RouteLink } from '@/components/ui/route-link';
import type { ReactNode } from 'react';
import { isExternalHref } from '@dav/rules';
import { VisuallyHidden } from './visually-hidden';

export interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Announced after the label of a link that opens a new tab. */
  newTabLabel: string;
  /** Open external links in a new tab (default). */
  newTab?: boolean;
  'aria-label'?: string;
  lang?: string;
}

/**
 * Internal paths use the router's link (`RouteLink`: prefetched only by the shell's `IdlePrefetch`);
 * external URLs a plain anchor, in a new tab by default.
 */
export function SmartLink({
  href,
  children,
  className,
  newTabLabel,
  newTab = true,
  ...rest
}: SmartLinkProps) {
  if (!isExternalHref(href)) {
    return (
      <RouteLink href={href} className={className} {...rest}>
        {children}
      </RouteLink>
    );
  }
  const blank = newTab && !/^(mailto|tel):/i.test(href);
  const label = rest['aria-label'];
  return (
    <a
      href={href}
      className={className}
      lang={rest.lang}
      target={blank ? '_blank' : undefined}
      rel={blank ? 'noopener noreferrer' : undefined}
      aria-label={label && blank ? `${label} ${newTabLabel}` : label}
    >
      {children}
      {blank && !label ? <VisuallyHidden> {newTabLabel}</VisuallyHidden> : null}
    </a>
  );
}
