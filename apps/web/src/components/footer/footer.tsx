import type { GlobalResponse } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import type { LanguageLink, VersionLink } from '@/lib/site/page-links';
import { LanguageList } from '../ui/language-list';
import { FooterBackground } from './footer-background.client';
import { FooterLinkList, mergeFooterLinks } from './footer-links';
import { FooterBrand, FooterIntro } from './footer-marketing';
import styles from './footer.module.css';

interface FooterProps {
  global: GlobalResponse;
  languages: LanguageLink[];
  /** docs/product.md#shell-footer: the formations variant, on paths containing `nos-formations`. */
  formations: boolean;
  /**
   * docs/product.md#shell-footer: the quiet variant of the whistleblowing screens, only what a
   * visitor needs there (legal links, cookie settings, versions, languages), nothing to market.
   */
  quiet: boolean;
  /**
   * The link to the accessibility host, or on that host back to the standard version
   * (docs/product.md#domains-and-languages).
   */
  version: VersionLink | null;
  t: Translate;
}

export function Footer({ global, languages, formations, quiet, version, t }: FooterProps) {
  const { footer, menus } = global;
  return (
    <footer
      className={styles.footer}
      aria-label={t('footer.label')}
      data-surface="dark"
      data-variant={quiet ? 'quiet' : formations ? 'formations' : 'default'}
    >
      {quiet ? null : <FooterBackground urls={footer.images.map((image) => image.url)} />}
      <div className={styles.inner}>
        {quiet ? null : <FooterIntro global={global} formations={formations} t={t} />}
        <div className={styles.bottom}>
          <FooterLinkList
            links={mergeFooterLinks(footer.links, menus.footer)}
            newTabLabel={t('link.newTab')}
            className={styles.legal}
          />
          {/* Reopens the consent preferences (features/consent/consent-manager.client.tsx). */}
          <button type="button" className={styles.cookies} data-cookie-consent="">
            {t('footer.cookies')}
          </button>
          {version ? (
            // Another host: a plain link.
            <a
              href={version.href}
              hrefLang={version.lang}
              className={styles.accessible}
              data-accessible-version={version.to === 'accessible' ? '' : undefined}
              data-standard-version={version.to === 'standard' ? '' : undefined}
            >
              {t(version.to === 'accessible' ? 'footer.accessibleVersion' : 'footer.standardVersion')}
            </a>
          ) : null}
          <LanguageList
            links={languages}
            label={t('footer.languages')}
            currentLabel={t('lang.current')}
            className={styles.languages}
          />
          {quiet ? null : <FooterBrand global={global} t={t} />}
        </div>
      </div>
    </footer>
  );
}
