import { CUSTOMER_CONTACT_HREF, routePath } from '@dav/rules';
import { RouteLink } from '@/components/ui/route-link';
import type { GlobalResponse } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { BurgerButton } from '../burger-menu/burger-button.client';
import { BURGER_MENU_ID } from '../burger-menu/burger-menu';
import { Logo } from '../icons/logo';
import { SocialIcon } from '../icons/social-icon';
import { SmartLink } from '../ui/smart-link';
import { HeaderBar } from './header-bar.client';
import { headerLinks } from './header-links';
import styles from './header.module.css';

/**
 * docs/product.md#shell-header 'project' link: the contact form with 'customer' preselected. Never prefetched: it is on
 * every page, and a prefetch would download the form engine everywhere (`idlePrefetchPath`).
 */
const PROJECT_HREF = CUSTOMER_CONTACT_HREF;
const SUBSIDIARIES_HREF = routePath('subsidiaries');

interface HeaderProps {
  global: GlobalResponse;
  home: boolean;
  t: Translate;
}

/** The fixed header (docs/product.md#shell-header). Needs the MenuStateProvider of the shell around it. */
export function Header({ global, home, t }: HeaderProps) {
  const newTab = t('link.newTab');
  const icons = (
    [
      ['linkedin', global.header.linkedin_url, t('header.linkedin')],
      ['discord', global.header.discord_url, t('header.discord')],
    ] as const
  ).filter(([, url]) => url);
  return (
    <HeaderBar home={home}>
      <div className={styles.inner}>
        <RouteLink href="/" className={styles.logo} aria-label={t('header.home')}>
          <Logo variant="clear" name={t('site.name')} className={styles.logoClear} />
          <Logo variant="dark" name={t('site.name')} className={styles.logoDark} />
        </RouteLink>
        <nav aria-label={t('header.nav')} className={styles.nav}>
          <ul className={styles.links}>
            <li className={styles.project}>
              <RouteLink href={PROJECT_HREF} className={`button ${styles.projectLink}`}>
                {t('header.project')}
              </RouteLink>
            </li>
            {headerLinks(global).map((link) => (
              <li key={link.key} className={styles.cmsLink}>
                <SmartLink href={link.href} newTabLabel={newTab}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
            <li className={styles.cmsLink}>
              <RouteLink href={SUBSIDIARIES_HREF}>{t('header.subsidiaries')}</RouteLink>
            </li>
            {icons.map(([network, url, label]) => (
              <li key={network} className={styles.icon}>
                <a href={url!} target="_blank" rel="noopener noreferrer" aria-label={`${label} ${newTab}`}>
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <BurgerButton label={t('burger.open')} controls={BURGER_MENU_ID} />
      </div>
    </HeaderBar>
  );
}
