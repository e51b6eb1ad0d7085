import type { LanguageLink } from '@/lib/site/page-links';
import { VisuallyHidden } from './visually-hidden';

interface LanguageListProps {
  links: LanguageLink[];
  label: string;
  currentLabel: string;
  className?: string;
}

/** Languages of the group: the active one as plain text, the others as links to their host. */
export function LanguageList({ links, label, currentLabel, className }: LanguageListProps) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((lang) => (
        <li key={lang.code}>
          {lang.href ? (
            <a href={lang.href} hrefLang={lang.code} lang={lang.code}>
              {lang.name}
            </a>
          ) : (
            <span aria-current="true">
              <span lang={lang.code}>{lang.name}</span>
              <VisuallyHidden> {currentLabel}</VisuallyHidden>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
