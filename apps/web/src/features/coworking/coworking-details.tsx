import type { CoworkingResponse } from '@dav/contract';
import { SmartLink } from '@/components/ui/smart-link';
import type { Translate } from '@/lib/i18n/translator';
import { SECTION_IDS } from './sections';
import styles from './coworking.module.css';

interface CoworkingDetailsProps {
  coworking: Pick<CoworkingResponse, 'details' | 'address' | 'itinerary_url'>;
  t: Translate;
}

/** What the space offers (a description list) and the map block: street address and route planner. */
export function CoworkingDetails({ coworking, t }: CoworkingDetailsProps) {
  const { details, address, itinerary_url: itinerary } = coworking;
  return (
    <section id={SECTION_IDS.details} aria-labelledby="coworking-details-title" className={styles.section}>
      <h2 id="coworking-details-title">{t('coworking.details.title')}</h2>
      <div className={styles.detailsGrid}>
        <dl className={styles.details}>
          {details.map((detail) => (
            <div key={detail.id}>
              <dt>{detail.label}</dt>
              <dd>{detail.text}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.map} data-surface="dark">
          <h3>{t('coworking.map.title')}</h3>
          {/* One line per line of the postal address: pre-line keeps the CMS's line breaks. */}
          <address className={styles.address}>{address}</address>
          {itinerary ? (
            <SmartLink href={itinerary} className="button-ghost button" newTabLabel={t('link.newTab')}>
              {t('coworking.map.itinerary')}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
