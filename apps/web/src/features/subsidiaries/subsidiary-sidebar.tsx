import type { SubsidiaryResponse } from '@dav/contract';
import { SidePanel } from '@/components/ui/side-panel.client';
import type { Translate } from '@/lib/i18n/translator';
import { PlaceMap } from './subsidiaries-map';
import { frameAround } from './world-map';
import styles from './subsidiaries.module.css';

/** An OpenStreetMap page centred on the place, with a marker. */
const osmHref = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

/**
 * A subsidiary's sidebar (docs/product.md#subsidiaries): its address and contacts, and the side
 * panels of its map and its transport.
 */
export function SubsidiarySidebar({ subsidiary: s, t }: { subsidiary: SubsidiaryResponse; t: Translate }) {
  const newTab = t('link.newTab');
  return (
    <aside className={styles.sidebar} aria-label={t('subsidiaries.contact')}>
      {s.address ? (
        <address className={styles.address}>
          {s.address.street}
          <br />
          {s.address.postalCode} {s.address.city}
        </address>
      ) : null}
      {s.contact.email || s.contact.phone ? (
        <dl className={styles.contact}>
          {s.contact.email ? (
            <>
              <dt>{t('subsidiaries.email')}</dt>
              <dd>
                <a href={`mailto:${s.contact.email}`}>{s.contact.email}</a>
              </dd>
            </>
          ) : null}
          {s.contact.phone ? (
            <>
              <dt>{t('subsidiaries.phone')}</dt>
              <dd>
                <a href={`tel:${s.contact.phone.replace(/[^+\d]/g, '')}`}>{s.contact.phone}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.sideButtons}>
        {s.coordinates ? (
          <SidePanel
            id="filiale-carte"
            buttonClassName="button button-ghost"
            title={t('subsidiaries.mapTitle')}
            closeLabel={t('subsidiaries.close')}
            content={
              <>
                <PlaceMap subsidiary={s} frame={frameAround(s.coordinates)} t={t} />
                {s.address ? (
                  <p className={styles.panelAddress}>
                    <strong>{t('subsidiaries.address')}</strong>
                    <br />
                    {s.address.street}, {s.address.postalCode} {s.address.city}
                  </p>
                ) : null}
                <p>
                  <a href={osmHref(s.coordinates)} target="_blank" rel="noopener noreferrer">
                    {t('subsidiaries.openMap')} <span className={styles.newTab}>{newTab}</span>
                  </a>
                </p>
              </>
            }
          >
            {t('subsidiaries.showMap')}
          </SidePanel>
        ) : null}
        <SidePanel
          id="filiale-transports"
          buttonClassName="button button-ghost"
          title={t('subsidiaries.transportTitle')}
          closeLabel={t('subsidiaries.close')}
          content={
            s.transport.length > 0 ? (
              <ul className={styles.transport}>
                {s.transport.map((line, index) => (
                  <li key={index}>
                    <strong>
                      {t(`subsidiaries.mode.${line.mode}`)} {line.line}
                    </strong>
                    {line.stop ? <> · {t('subsidiaries.stop', { stop: line.stop })}</> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('subsidiaries.noTransport')}</p>
            )
          }
        >
          {t('subsidiaries.showTransport')}
        </SidePanel>
      </div>
    </aside>
  );
}
