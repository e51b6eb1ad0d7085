import type { GlobalResponse } from '@dav/contract';
import { cmsLinkHref } from '@dav/rules';
import type { Translate } from '@/lib/i18n/translator';
import type { LanguageLink, VersionLink } from '@/lib/site/page-links';
import { CmsImage } from '../ui/cms-image';
import { LanguageList } from '../ui/language-list';
import { SmartLink } from '../ui/smart-link';
import { SocialLinks, socialLinksOf } from '../ui/social-links';
import { FooterBackground } from './footer-background.client';
import { FooterLinkList, mergeFooterLinks } from './footer-links';
import styles from './footer.module.css';

interface FooterProps {
  global: GlobalResponse;
  languages: LanguageLink[];
  /** docs/product.md#shell-footer: the formations variant, on paths containing `nos-formations`. */
  formations: boolean;
  /**
   * The link to the accessibility host, or on that host back to the standard version
   * (docs/product.md#domains-and-languages).
   */
  version: VersionLink | null;
  t: Translate;
}

export function Footer({ global, languages, formations, version, t }: FooterProps) {
  const { footer, menus } = global;
  const newTab = t('link.newTab');
  const formationLinks = menus.formations.map((m) => ({ id: m.id, label: m.label, url: cmsLinkHref(m) }));
  return (
    <footer
      className={styles.footer}
      aria-label={t('footer.label')}
      data-surface="dark"
      data-variant={formations ? 'formations' : 'default'}
    >
      <FooterBackground urls={footer.images.map((image) => image.url)} />
      <div className={styles.inner}>
        <div className={styles.intro}>
          <p className={styles.surtitle}>{footer.surtitle}</p>
          <h2 className={styles.title}>{footer.title}</h2>
          {footer.link ? (
            <SmartLink href={footer.link} newTabLabel={newTab} className="button">
              {footer.label}
            </SmartLink>
          ) : null}
          <p className={styles.description}>{footer.description}</p>
        </div>
        <div className={styles.columns}>
          {formations ? (
            <nav aria-label={t('footer.formations')} className={styles.column}>
              <h3>{t('footer.formations')}</h3>
              <FooterLinkList links={formationLinks} newTabLabel={newTab} />
            </nav>
          ) : (
            footer.columns.map((column) => (
              <nav key={column.id} aria-label={column.title} className={styles.column}>
                <h3>{column.title}</h3>
                <FooterLinkList links={column.links} newTabLabel={newTab} />
              </nav>
            ))
          )}
        </div>
        <FooterLinkList
          links={footer.buttons}
          newTabLabel={newTab}
          className={styles.buttons}
          linkClassName="button button-ghost"
        />
        <div className={styles.bottom}>
          <FooterLinkList
            links={mergeFooterLinks(footer.links, menus.footer)}
            newTabLabel={newTab}
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
          <SocialLinks
            links={socialLinksOf(footer.social, (network) => t(`social.${network}`))}
            label={t('footer.social')}
            newTabLabel={newTab}
            className={styles.social}
          />
          <ul className={styles.logos} aria-label={t('footer.certifications')}>
            {footer.logos.map((logo) => (
              <li key={logo.id}>
                {logo.url ? (
                  <SmartLink href={logo.url} newTabLabel={newTab}>
                    <CmsImage image={logo.image} className={styles.logo} />
                  </SmartLink>
                ) : (
                  <CmsImage image={logo.image} className={styles.logo} />
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
