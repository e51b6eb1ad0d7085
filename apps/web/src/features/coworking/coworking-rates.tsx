import { COWORKING_MODES, requestHash } from '@dav/rules';
import type { CoworkingResponse, Locale } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { formatEuros } from './format-euros';
import { ratesOf } from './rates';
import { SECTION_IDS } from './sections';
import styles from './coworking.module.css';

interface CoworkingRatesProps {
  coworking: CoworkingResponse;
  locale: Locale;
  t: Translate;
}

/** The day, week and month rates per person excl. VAT (0: no price), each with its request link. */
export function CoworkingRates({ coworking, locale, t }: CoworkingRatesProps) {
  const rates = ratesOf(coworking);
  return (
    <section id={SECTION_IDS.rates} aria-labelledby="coworking-rates-title" className={styles.section}>
      <h2 id="coworking-rates-title">{t('coworking.rates.title')}</h2>
      <p>{t('coworking.rates.intro')}</p>
      <ul className={styles.rates}>
        {COWORKING_MODES.map((mode) => (
          <li key={mode} className={styles.rate}>
            <h3>{t(`coworking.rates.${mode}`)}</h3>
            <p className={styles.ratePrice}>
              {rates[mode] > 0
                ? t('coworking.rates.price', { price: formatEuros(rates[mode], locale) })
                : t('coworking.rates.onRequest')}
            </p>
            <a href={requestHash(mode)} className="button">
              {t(`coworking.request.${mode}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
