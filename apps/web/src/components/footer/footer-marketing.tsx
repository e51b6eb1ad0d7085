import type { GlobalResponse } from '@dav/contract';
import { cmsLinkHref } from '@dav/rules';
import type { Translate } from '@/lib/i18n/translator';
import { CmsImage } from '../ui/cms-image';
import { SmartLink } from '../ui/smart-link';
import { SocialLinks, socialLinksOf } from '../ui/social-links';
import { FooterLinkList } from './footer-links';
import styles from './footer.module.css';

interface FooterPartsProps {
  global: GlobalResponse;
  t: Translate;
}

/** The footer's invitation, its columns (or the formations one) and its buttons. */
export function FooterIntro({ global, formations, t }: FooterPartsProps & { formations: boolean }) {
  const { footer, menus } = global;
  const newTab = t('link.newTab');
  const formationLinks = menus.formations.map((m) => ({ id: m.id, label: m.label, url: cmsLinkHref(m) }));
  return (
    <>
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
    </>
  );
}

/** The social links and the certification logos, at the end of the footer's bottom row. */
export function FooterBrand({ global, t }: FooterPartsProps) {
  const { footer } = global;
  const newTab = t('link.newTab');
  return (
    <>
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
    </>
  );
}
