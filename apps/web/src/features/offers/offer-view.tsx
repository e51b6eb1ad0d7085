import type { FormDefinition, Locale, OfferResponse, RichText as RichTextBlocks } from '@dav/contract';
import { formStrings } from '@/features/forms/form-strings';
import { SkillsTest } from '@/features/skills-test/skills-test.client';
import type { Translate } from '@/lib/i18n/translator';
import type { SiteContext } from '@/lib/site/site-context';
import { CmsKnowMore } from '@/components/know-more/cms-know-more';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { jobPostingJsonLd } from './job-posting';
import { OfferApplication } from './offer-application.client';
import { formatDate } from '@/lib/i18n/format-date';
import { contractLabel, levelLabel, placesLabel, remoteLabel, salaryLabel } from './offer-labels';
import { RelatedOffers } from './related-offers';
import { RichText } from '@/components/rich-text';
import { offerHref } from './search-url';
import styles from './offers.module.css';
import screen from '../screen/screen.module.css';

const SECTIONS = ['description', 'missions', 'profile', 'benefits'] as const;

interface OfferViewProps {
  offer: OfferResponse;
  /** The CMS's `application` form definition, null if missing. */
  application: FormDefinition | null;
  t: Translate;
  site: SiteContext;
  locale: Locale;
}

function Section({
  id,
  title,
  blocks,
  newTabHint,
}: {
  id: string;
  title: string;
  blocks: RichTextBlocks;
  newTabHint: string;
}) {
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <RichText blocks={blocks} newTabHint={newTabHint} />
    </section>
  );
}

/**
 * docs/product.md#job-offers, the offer: its facts and sections, the technologies of its
 * skills test, the application area with the subsidiary and recruiter choices, related offers,
 * and its JobPosting data for search engines.
 */
export function OfferView({ offer, application, t, site, locale }: OfferViewProps) {
  const facts: [string, string][] = [
    [t('offers.fact.contract'), contractLabel(t, offer)],
    [t('offers.fact.remote'), remoteLabel(t, offer)],
    [t('offers.fact.level'), levelLabel(t, offer)],
    [t('offers.fact.domain'), offer.expertise.title],
  ];
  if (offer.salary) facts.push([t('offers.fact.salary'), salaryLabel(t, locale, offer.salary)]);
  if (offer.validThrough) facts.push([t('offers.fact.closes'), formatDate(locale, offer.validThrough)]);
  const applicationArea = (
    <OfferApplication
      offer={offer.slug}
      form={
        application
          ? {
              definition: application,
              strings: formStrings(t),
              locale,
              permalink: `/nos-offres/${offer.slug}`,
            }
          : null
      }
      subsidiaries={offer.subsidiaries.map((s) => ({ slug: s.slug, label: placesLabel([s]) }))}
      managers={offer.managers.map((m) => ({
        id: m.id,
        name: m.name,
        position: t(`position.${m.position}.${m.form}`),
        photo: m.photo,
      }))}
      strings={{
        title: t('offers.apply.title'),
        chooseSubsidiary: t('offers.choose.subsidiary'),
        chooseManager: t('offers.choose.manager'),
        text: t('offers.apply.text'),
        noManager: t('offers.choose.none'),
      }}
    />
  );
  return (
    <article className={screen.screen}>
      <header className={styles.offerHeader}>
        <p className={styles.surtitle}>{offer.expertise.title}</p>
        <h1 className={screen.title}>{offer.title}</h1>
        <p className={styles.cardPlace}>{placesLabel(offer.subsidiaries)}</p>
        <p className={styles.cardDate}>
          <time dateTime={offer.datePosted}>
            {t('offers.posted', { date: formatDate(locale, offer.datePosted) })}
          </time>
        </p>
        <a href="#postuler" className="button">
          {t('offers.apply')}
        </a>
      </header>
      <div className={styles.offerGrid}>
        <div>
          {SECTIONS.map((name) => (
            <Section
              key={name}
              id={`offre-${name}`}
              title={t(`offers.section.${name}`)}
              blocks={offer[name]}
              newTabHint={t('link.newTab')}
            />
          ))}
          {offer.technologies.length > 0 ? (
            <section aria-labelledby="offre-technologies" className={styles.section}>
              <h2 id="offre-technologies" className={styles.sectionTitle}>
                {t('offers.technologies')}
              </h2>
              {/* Each opens its skills test (docs/product.md#skills-test). */}
              <SkillsTest
                technologies={offer.technologies}
                locale={locale}
                form={formStrings(t)}
                strings={{
                  hint: t('skills.hint'),
                  modalTitle: t('skills.title'),
                  intro: t('skills.intro'),
                  labels: {
                    lastname: t('skills.lastname'),
                    firstname: t('skills.firstname'),
                    email: t('skills.email'),
                  },
                  submit: t('skills.submit'),
                  successTitle: t('skills.successTitle'),
                  successText: t('skills.successText'),
                  takeTest: t('skills.takeTest'),
                  failureTitle: t('skills.failureTitle'),
                  failureText: t('skills.failureText'),
                  close: t('skills.close'),
                  newTab: t('link.newTab'),
                }}
              />
            </section>
          ) : null}
        </div>
        <aside aria-labelledby="offre-faits" className={styles.facts}>
          <h2 id="offre-faits" className={styles.factsTitle}>
            {t('offers.facts')}
          </h2>
          <dl>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
      {applicationArea}
      <RelatedOffers offers={offer.related} t={t} locale={locale} />
      {offer.knowMore ? (
        <CmsKnowMore
          strip={offer.knowMore}
          strings={{ previous: t('knowMore.previous'), next: t('knowMore.next'), newTab: t('link.newTab') }}
        />
      ) : null}
      <JsonLdScript
        data={jobPostingJsonLd(offer, {
          url: `${site.origin}${offerHref(offer.slug)}`,
          locale,
          organization: { name: t('site.name'), url: site.origin, logo: `${site.origin}/assets/favicon.svg` },
        })}
      />
    </article>
  );
}
