import { ViewTransition, type ReactNode } from 'react';
import type { GlobalResponse, Locale } from '@dav/contract';
import { isFormationsPath, isWhistleblowingPath } from '@dav/rules';
import { Consent } from '@/features/consent/consent';
import type { Translate } from '@/lib/i18n/translator';
import { languageLinks, versionLink, type PageRef } from '@/lib/site/page-links';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { BurgerMenu } from '../../components/burger-menu/burger-menu';
import { Footer } from '../../components/footer/footer';
import { Header } from '../../components/header/header';
import { MenuStateProvider } from '../../components/header/menu-state.client';
import { ScrollTop } from '../../components/scroll-top/scroll-top.client';
import { IdlePrefetch } from './idle-prefetch.client';
import styles from './site-shell.module.css';

export const MAIN_ID = 'main';

interface SiteShellProps {
  global: GlobalResponse;
  locale: Locale;
  /** An accessibility host (`ay-*`): the footer links back to the standard version. */
  accessible: boolean;
  t: Translate;
  /** The visible path without its `/script` suffix; null on the error page. */
  pathname: string | null;
  home: boolean;
  /** The page shown, for the language links to point at its translations. */
  page: PageRef | null;
  /** The current crumb (page title, or the error title). */
  title: string;
  children: ReactNode;
}

/**
 * The page shell of docs/product.md#shell: skip link, header + burger menu, breadcrumbs, footer,
 * scroll-to-top, the idle prefetch of the links in view, the page transition (the loader is the
 * root layout's, which navigations keep), and the consent banner with the page views.
 */
export function SiteShell(props: SiteShellProps) {
  const { global, locale, accessible, t, pathname, home, page, title, children } = props;
  const languages = languageLinks(global, locale, page);
  // The report form and its follow-up: no tag manager, the quiet footer (docs/product.md#shell-consent-and-whistleblowing).
  const whistleblowing = pathname !== null && isWhistleblowingPath(pathname);
  return (
    <MenuStateProvider>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <Header global={global} home={home} t={t} />
      <div className={styles.page}>
        {/* The error page has no path of its own: any non-home path gives "home › title". */}
        {home ? null : <Breadcrumbs pathname={pathname ?? '/404'} currentTitle={title} t={t} />}
        {/* The page transition (docs/product.md#shell-loading-and-transitions): the old page fades
            out and the new one in over PAGE_TRANSITION_MS on a route change, never on a first load. */}
        <ViewTransition enter="page" exit="page" default="none">
          <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </ViewTransition>
      </div>
      <Footer
        global={global}
        languages={languages}
        formations={pathname ? isFormationsPath(pathname) : false}
        quiet={whistleblowing}
        version={versionLink(global, locale, page, accessible)}
        t={t}
      />
      {home ? null : <ScrollTop label={t('scrollTop.label')} targetId={MAIN_ID} />}
      <BurgerMenu global={global} languages={languages} t={t} />
      <IdlePrefetch />
      <Consent locale={locale} whistleblowing={whistleblowing} />
    </MenuStateProvider>
  );
}
