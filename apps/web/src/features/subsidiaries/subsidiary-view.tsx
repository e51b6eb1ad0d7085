import { RouteLink } from '@/components/ui/route-link';
import { preload } from 'react-dom';
import type { Locale, SubsidiaryResponse } from '@dav/contract';
import { CUSTOMER_CONTACT_HREF, routePath } from '@dav/rules';
import { CmsKnowMore } from '@/components/know-more/cms-know-more';
import { LazyMediaGallery } from '@/components/media-gallery/lazy-media-gallery.client';
import { RichText } from '@/components/rich-text';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { PostCard } from '@/features/blog/post-card';
import { BLOG_PATH } from '@/features/blog/blog-url';
import { OfferCard } from '@/features/offers/offer-card';
import { offersSearchHref } from '@/features/offers/search-url';
import { mediaStrings } from '@/components/media-gallery/media-strings';
import type { Translate } from '@/lib/i18n/translator';
import type { SiteContext } from '@/lib/site/site-context';
import { ClientsList } from './clients-list.client';
import { subsidiaryHref } from './subsidiaries-url';
import { subsidiaryJsonLd } from './subsidiary-json-ld';
import { SubsidiarySidebar } from './subsidiary-sidebar';
import styles from './subsidiaries.module.css';
import screen from '../screen/screen.module.css';
import { CmsImage } from '@/components/ui/cms-image';

/** The page's sections, in order, with their anchors (docs/product.md#subsidiaries). */
const SECTIONS = [
  ['presentation', 'subsidiaries.presentation'],
  ['galerie', 'subsidiaries.gallery'],
  ['expertises', 'subsidiaries.expertises'],
  ['clients', 'subsidiaries.clients'],
  ['actualites', 'subsidiaries.news'],
  ['offres', 'subsidiaries.offers'],
] as const;

type SectionId = (typeof SECTIONS)[number][0];

interface SubsidiaryViewProps {
  subsidiary: SubsidiaryResponse;
  t: Translate;
  site: SiteContext;
  locale: Locale;
}

/**
 * docs/product.md#subsidiaries, a subsidiary: its title and cover, the two buttons (a job, an
 * assignment), the side panels of its map and transport, the in-page navigation, then its
 * presentation, gallery, expertises, clients, latest news and offers; LocalBusiness data.
 */
export function SubsidiaryView({ subsidiary, t, site, locale }: SubsidiaryViewProps) {
  const s = subsidiary;
  if (s.cover) preload(s.cover.url, { as: 'image', fetchPriority: 'high' });
  const present: Record<SectionId, boolean> = {
    presentation: s.presentation.length > 0,
    galerie: s.gallery.length > 0,
    expertises: s.expertises.length > 0,
    clients: s.clients.length > 0,
    actualites: true,
    offres: true,
  };
  const sections = SECTIONS.filter(([id]) => present[id]);
  const heading = (id: SectionId, key: (typeof SECTIONS)[number][1]) => (
    <h2 id={`${id}-titre`} className={styles.sectionTitle}>
      {t(key)}
    </h2>
  );
  const newTab = t('link.newTab');
  return (
    <article className={screen.screen}>
      <header className={styles.intro}>
        <h1 className={screen.title}>{s.title}</h1>
        <p className={styles.cities}>{s.cities.join(', ')}</p>
        {s.intro ? <p className={screen.lead}>{s.intro}</p> : null}
        <p className={styles.actions}>
          <RouteLink href={offersSearchHref({ subsidiary: s.slug })} className="button">
            {t('subsidiaries.jobButton')}
          </RouteLink>
          <RouteLink href={CUSTOMER_CONTACT_HREF} className="button button-ghost">
            {t('subsidiaries.missionButton')}
          </RouteLink>
        </p>
      </header>
      {s.cover ? (
        // The page's largest picture: fetched first, decoded with the first paint, at its own
        // size (no layout shift).
        <CmsImage image={s.cover} priority className={styles.cover} />
      ) : null}
      <div className={styles.layout}>
        <SubsidiarySidebar subsidiary={s} t={t} />
        <div className={styles.main}>
          <nav aria-label={t('subsidiaries.onThisPage')} className={styles.pageNav}>
            <ul>
              {sections.map(([id, key]) => (
                <li key={id}>
                  <a href={`#${id}`}>{t(key)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {present.presentation ? (
            <section id="presentation" aria-labelledby="presentation-titre" className={styles.section}>
              {heading('presentation', 'subsidiaries.presentation')}
              <RichText blocks={s.presentation} newTabHint={newTab} videoStrings={mediaStrings(t).player} />
            </section>
          ) : null}
          {present.galerie ? (
            // The gallery titles itself; the anchor is for the in-page navigation.
            <div id="galerie" className={styles.section}>
              <LazyMediaGallery
                items={s.gallery}
                strings={{ title: t('subsidiaries.gallery'), ...mediaStrings(t) }}
              />
            </div>
          ) : null}
          {present.expertises ? (
            <section id="expertises" aria-labelledby="expertises-titre" className={styles.section}>
              {heading('expertises', 'subsidiaries.expertises')}
              <ul className={styles.expertises}>
                {s.expertises.map((expertise) => (
                  <li key={expertise.id}>
                    <RouteLink href={offersSearchHref({ subsidiary: s.slug, expertise: expertise.slug })}>
                      {expertise.title}
                    </RouteLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {present.clients ? (
            <section id="clients" aria-labelledby="clients-titre" className={styles.section}>
              {heading('clients', 'subsidiaries.clients')}
              <ClientsList clients={s.clients} moreLabel={t('subsidiaries.moreClients')} newTab={newTab} />
            </section>
          ) : null}
          <section id="actualites" aria-labelledby="actualites-titre" className={styles.section}>
            {heading('actualites', 'subsidiaries.news')}
            {s.news.length > 0 ? (
              <ul className={styles.cards}>
                {s.news.map((post) => (
                  <li key={post.id} className={styles.cardItem}>
                    <PostCard post={post} locale={locale} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('subsidiaries.noNews')}</p>
            )}
            <p className={styles.more}>
              <RouteLink href={BLOG_PATH}>{t('subsidiaries.allNews')}</RouteLink>
            </p>
          </section>
          <section id="offres" aria-labelledby="offres-titre" className={styles.section}>
            {heading('offres', 'subsidiaries.offers')}
            {s.offers.length > 0 ? (
              <>
                <ul className={styles.cards}>
                  {s.offers.map((offer) => (
                    <li key={offer.id} className={styles.cardItem}>
                      <OfferCard offer={offer} t={t} locale={locale} />
                    </li>
                  ))}
                </ul>
                <p className={styles.more}>
                  <RouteLink href={offersSearchHref({ subsidiary: s.slug })}>
                    {t('subsidiaries.allOffers', { count: s.offersTotal, title: s.title })}
                  </RouteLink>
                </p>
              </>
            ) : (
              <p>
                {t('subsidiaries.noOffers')}{' '}
                <RouteLink href={routePath('spontaneous')}>{t('subsidiaries.spontaneous')}</RouteLink>
              </p>
            )}
          </section>
        </div>
      </div>
      {s.knowMore ? (
        <CmsKnowMore
          strip={s.knowMore}
          strings={{ previous: t('knowMore.previous'), next: t('knowMore.next'), newTab }}
        />
      ) : null}
      <JsonLdScript
        data={subsidiaryJsonLd(s, {
          url: `${site.origin}${subsidiaryHref(s.slug)}`,
          origin: site.origin,
          locale,
          parent: { name: t('site.name'), url: site.origin },
        })}
      />
    </article>
  );
}
