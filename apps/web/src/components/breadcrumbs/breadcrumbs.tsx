import { RouteLink } from '@/components/ui/route-link';
import { breadcrumbTrail } from '@dav/rules';
import type { Translate } from '@/lib/i18n/translator';
import styles from './breadcrumbs.module.css';

interface BreadcrumbsProps {
  /** The visible path, without its `/script` suffix. */
  pathname: string;
  currentTitle: string;
  t: Translate;
}

/** On every page but home (docs/product.md#shell-breadcrumbs); names from the breadcrumb rule, the last one not a link. */
export function Breadcrumbs({ pathname, currentTitle, t }: BreadcrumbsProps) {
  const trail = breadcrumbTrail(pathname, currentTitle);
  if (!trail) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb, i) => {
          const name = crumb.key ? t(crumb.key) : (crumb.label ?? '');
          return (
            <li key={crumb.href ?? `current-${i}`}>
              {crumb.href ? (
                <RouteLink href={crumb.href}>{name}</RouteLink>
              ) : (
                <span aria-current="page">{name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
