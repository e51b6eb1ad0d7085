import Form from 'next/form';
import { RouteLink } from '@/components/ui/route-link';
import { OFFER_QUERY_MAX, type Expertise, type OfferSearchQuery, type Subsidiary } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { ExpertiseChoices, SubsidiaryChoices } from './choice-links';
import { FilterPanel } from './filter-panel.client';
import { OFFERS_PATH } from './search-url';
import styles from './offers.module.css';

export const ROLE_INPUT_ID = 'offres-poste';

interface SearchSentenceProps {
  query: OfferSearchQuery;
  expertises: Expertise[];
  subsidiaries: Subsidiary[];
  t: Translate;
}

/**
 * The search sentence of docs/product.md#job-offers: "I am looking for a job of {role} in
 * the area {domain} at {subsidiary}". A GET form on the search's own URL: it works without
 * JavaScript, and with it next/form navigates on the client. The domain and subsidiary words open
 * their side panels; without JavaScript the same choices are listed below the form.
 */
export function SearchSentence({ query, expertises, subsidiaries, t }: SearchSentenceProps) {
  const expertise = expertises.find((e) => e.slug === query.expertise)?.title ?? t('offers.domain.all');
  const subsidiary =
    subsidiaries.find((s) => s.slug === query.subsidiary)?.title ?? t('offers.subsidiary.all');
  const panel = { closeLabel: t('offers.panel.close'), roleInputId: ROLE_INPUT_ID };
  return (
    <>
      <Form
        action={OFFERS_PATH}
        scroll={false}
        role="search"
        aria-label={t('offers.search.label')}
        className={styles.search}
      >
        <div className={styles.sentence}>
          <label htmlFor={ROLE_INPUT_ID}>{t('offers.sentence.role')}</label>{' '}
          <input
            // The URL is the state: Back and Forward show the role they searched.
            key={query.q}
            id={ROLE_INPUT_ID}
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t('offers.role.placeholder')}
            maxLength={OFFER_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
            className={styles.role}
          />{' '}
          {t('offers.sentence.domain')}{' '}
          <FilterPanel
            {...panel}
            id="panneau-domaines"
            value={expertise}
            buttonLabel={t('offers.domain.button', { value: expertise })}
            title={t('offers.domain.panel')}
          >
            <ExpertiseChoices query={query} expertises={expertises} t={t} />
          </FilterPanel>{' '}
          {t('offers.sentence.subsidiary')}{' '}
          <FilterPanel
            {...panel}
            id="panneau-filiales"
            value={subsidiary}
            buttonLabel={t('offers.subsidiary.button', { value: subsidiary })}
            title={t('offers.subsidiary.panel')}
          >
            <SubsidiaryChoices query={query} subsidiaries={subsidiaries} t={t} />
          </FilterPanel>
        </div>
        {query.expertise ? <input type="hidden" name="expertise" value={query.expertise} /> : null}
        {query.subsidiary ? <input type="hidden" name="subsidiary" value={query.subsidiary} /> : null}
        <div className={styles.actions}>
          <button type="submit" className="button">
            {t('offers.submit')}
          </button>
          <RouteLink href="/candidature-spontanee" className={`button ${styles.secondary}`}>
            {t('offers.spontaneous')}
          </RouteLink>
        </div>
      </Form>
      <noscript>
        <div className={styles.noscriptChoices}>
          <h2 className={styles.region}>{t('offers.domain.panel')}</h2>
          <ExpertiseChoices query={query} expertises={expertises} t={t} />
          <h2 className={styles.region}>{t('offers.subsidiary.panel')}</h2>
          <SubsidiaryChoices query={query} subsidiaries={subsidiaries} t={t} />
        </div>
      </noscript>
    </>
  );
}
