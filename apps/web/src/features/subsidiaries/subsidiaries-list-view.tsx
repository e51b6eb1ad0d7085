import { RouteLink } from '@/components/ui/route-link';
import { REGIONS, type Locale, type SubsidiaryListQuery } from '@dav/contract';
import { getOfferFilters, listSubsidiaries } from '@/lib/cms';
import type { Translate } from '@/lib/i18n/translator';
import { regionLabel, SubsidiariesMap } from './subsidiaries-map';
import { SUBSIDIARIES_PATH, subsidiaryHref } from './subsidiaries-url';
import filterForm from '@/components/ui/filter-form.module.css';
import card from '@/components/ui/card.module.css';
import styles from './subsidiaries.module.css';
import screen from '../screen/screen.module.css';

/**
 * docs/product.md#subsidiaries: the filters (a plain GET form: it works without JavaScript, and
 * each choice is an address), the map of the subsidiaries they leave, and the same as a list.
 */
export async function SubsidiariesListView({
  t,
  locale,
  query,
}: {
  t: Translate;
  locale: Locale;
  query: SubsidiaryListQuery;
}) {
  const [{ expertises }, subsidiaries] = await Promise.all([
    getOfferFilters(locale),
    listSubsidiaries(locale, query),
  ]);
  const regions = query.region ? [query.region] : [...REGIONS];
  const filtered = Boolean(query.region || query.expertise);
  return (
    <div className={screen.screen}>
      <h1 className={screen.title}>{t('subsidiaries.title')}</h1>
      <p className={screen.lead}>{t('subsidiaries.intro')}</p>
      <form
        method="get"
        action={SUBSIDIARIES_PATH}
        className={filterForm.filters}
        aria-label={t('subsidiaries.filters')}
      >
        <p className={filterForm.field}>
          <label htmlFor="filiales-region">{t('subsidiaries.region')}</label>
          <select id="filiales-region" name="region" defaultValue={query.region ?? ''}>
            <option value="">{t('subsidiaries.allRegions')}</option>
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {regionLabel(t, region)}
              </option>
            ))}
          </select>
        </p>
        <p className={filterForm.field}>
          <label htmlFor="filiales-expertise">{t('subsidiaries.expertise')}</label>
          <select id="filiales-expertise" name="expertise" defaultValue={query.expertise ?? ''}>
            <option value="">{t('subsidiaries.allExpertises')}</option>
            {expertises.map((expertise) => (
              <option key={expertise.id} value={expertise.slug}>
                {expertise.title}
              </option>
            ))}
          </select>
        </p>
        <button type="submit" className="button">
          {t('subsidiaries.apply')}
        </button>
      </form>
      <SubsidiariesMap subsidiaries={subsidiaries} regions={regions} t={t} />
      <section aria-labelledby="filiales-liste" className={styles.listSection}>
        <h2 id="filiales-liste" className={styles.listTitle}>
          {t('subsidiaries.listTitle')}
        </h2>
        <p role="status" className={styles.count}>
          {t('subsidiaries.count', { count: subsidiaries.length })}
        </p>
        {subsidiaries.length === 0 ? (
          <p>
            {t('subsidiaries.none')}{' '}
            <RouteLink href={SUBSIDIARIES_PATH}>{t('subsidiaries.showAll')}</RouteLink>
          </p>
        ) : (
          <ul className={styles.list}>
            {subsidiaries.map((subsidiary) => (
              <li key={subsidiary.id} className={`${card.card} ${styles.card}`}>
                <h3 className={styles.cardTitle}>
                  <RouteLink href={subsidiaryHref(subsidiary.slug)} className={card.link}>
                    {subsidiary.title}
                  </RouteLink>
                </h3>
                <p className={styles.cardMeta}>
                  {subsidiary.cities.join(', ')} · {regionLabel(t, subsidiary.region)}
                </p>
                {subsidiary.intro ? <p className={styles.cardText}>{subsidiary.intro}</p> : null}
                {subsidiary.expertises.length > 0 ? (
                  <dl className={styles.cardMeta}>
                    <dt className="visually-hidden">{t('subsidiaries.expertises')}</dt>
                    <dd>{subsidiary.expertises.map((e) => e.title).join(' · ')}</dd>
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {filtered && subsidiaries.length > 0 ? (
          <p className={styles.more}>
            <RouteLink href={SUBSIDIARIES_PATH}>{t('subsidiaries.showAll')}</RouteLink>
          </p>
        ) : null}
      </section>
    </div>
  );
}
