import type { FooterContent, MenuLink } from '@dav/contract';
import { cmsLinkHref } from '@dav/rules';
import { SmartLink } from '../ui/smart-link';

type FooterLink = FooterContent['links'][number];

/** Footer links from the footer content and from a CMS menu, as one list without duplicates. */
export function mergeFooterLinks(links: FooterLink[], menu: MenuLink[]): FooterLink[] {
  const all = [...links, ...menu.map((m) => ({ id: `menu-${m.id}`, label: m.label, url: cmsLinkHref(m) }))];
  const seen = new Set<string>();
  return all.filter((link) => !seen.has(link.url) && seen.add(link.url));
}

interface LinkListProps {
  links: FooterLink[];
  newTabLabel: string;
  className?: string;
  linkClassName?: string;
  label?: string;
}

export function FooterLinkList({ links, newTabLabel, className, linkClassName, label }: LinkListProps) {
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.id}>
          <SmartLink href={link.url} newTabLabel={newTabLabel} className={linkClassName}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
