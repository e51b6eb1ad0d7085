import { RouteLink } from '@/components/ui/route-link';
import type { GlobalResponse } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import type { LanguageLink } from '@/lib/site/page-links';
import { Logo } from '../icons/logo';
import { LanguageList } from '../ui/language-list';
import { SocialLinks, socialLinksOf } from '../ui/social-links';
import { BurgerDialog } from './burger-dialog.client';
import { BurgerItems } from './burger-items.client';
import { menuItemEntries } from './menu-entries';
import styles from './burger-menu.module.css';

export const BURGER_MENU_ID = 'burger-menu';

interface BurgerMenuProps {
  global: GlobalResponse;
  languages: LanguageLink[];
  t: Translate;
}

/**
 * The burger's full-screen menu: items, language switcher, social links (docs/product.md#shell-burger-menu). Rendered at
 * the end of the page (a modal dialog's place in the DOM does not matter), so its markup does not
 * sit in the HTML between the header and the content the browser should paint first.
 */
export function BurgerMenu({ global, languages, t }: BurgerMenuProps) {
  const items = menuItemEntries(global.menus.burger, (label) => t('burger.submenu', { label }));
  const social = socialLinksOf(global.burger, (network) => t(`social.${network}`));
  return (
    <BurgerDialog
      id={BURGER_MENU_ID}
      label={t('burger.nav')}
      closeLabel={t('burger.close')}
      logo={
        <RouteLink href="/" className={styles.logo} aria-label={t('header.home')}>
          <Logo variant="dark" name={t('site.name')} />
        </RouteLink>
      }
    >
      <nav aria-label={t('burger.items')} className={styles.nav}>
        <BurgerItems items={items} newTabLabel={t('link.newTab')} />
      </nav>
      <div className={styles.aside}>
        <LanguageList
          links={languages}
          label={t('burger.languages')}
          currentLabel={t('lang.current')}
          className={styles.languages}
        />
        <SocialLinks
          links={social}
          label={t('burger.social')}
          newTabLabel={t('link.newTab')}
          className={styles.social}
        />
      </div>
    </BurgerDialog>
  );
}
