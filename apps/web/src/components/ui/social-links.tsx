import type { BurgerContent } from '@dav/contract';
import { SocialIcon, type SocialNetwork } from '../icons/social-icon';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
  /** Accessible name of the icon link. */
  label: string;
}

const NETWORKS: SocialNetwork[] = ['facebook', 'linkedin', 'instagram', 'discord'];

/** The networks that have a URL, in a fixed order (docs/product.md#shell: each shown only when set). */
export function socialLinksOf(
  urls: BurgerContent,
  labelOf: (network: SocialNetwork) => string,
): SocialLink[] {
  return NETWORKS.flatMap((network) => {
    const url = urls[`${network}_url`];
    return url ? [{ network, url, label: labelOf(network) }] : [];
  });
}

interface SocialLinksProps {
  links: SocialLink[];
  label: string;
  newTabLabel: string;
  className?: string;
}

export function SocialLinks({ links, label, newTabLabel, className }: SocialLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} ${newTabLabel}`}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
