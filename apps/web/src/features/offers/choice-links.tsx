import { RouteLink } from '@/components/ui/route-link';
import type { OfferSearchQuery, Subsidiary } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { offersSearchHref } from './search-url';
import styles from './offers.module.css';

interface Choice {
  slug: string | undefined;
  label: string;
  detail?: string;
}

/** One panel's choices as links to the search with that choice (and page 1). */
function ChoiceList({
  choices,
  current,
  href,
}: {
  choices: Choice[];
  current: string | undefined;
  href: (slug: string | undefined) => string;
}) {
  return (
    <ul className={styles.choices}>
      {choices.map((choice) => (
        <li key={choice.slug ?? ''}>
          <RouteLink
            href={href(choice.slug)}
            scroll={false}
            className={styles.choiceLink}
            aria-current={choice.slug === current ? 'true' : undefined}
          >
            <span>{choice.label}</span>
            {choice.detail ? <span className={styles.choiceDetail}>{choice.detail}</span> : null}
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

export function ExpertiseChoices({
  query,
  expertises,
  t,
}: {
  query: OfferSearchQuery;
  expertises: { slug: string; title: string }[];
  t: Translate;
}) {
  return (
    <ChoiceList
      current={query.expertise}
      href={(expertise) => offersSearchHref({ ...query, expertise, page: 1 })}
      choices={[
        { slug: undefined, label: t('offers.domain.allOption') },
        ...expertises.map((e) => ({ slug: e.slug, label: e.title })),
      ]}
    />
  );
}

/** The subsidiaries by region, each with its cities (docs/product.md#shell-overlays: side panel). */
export function SubsidiaryChoices({
  query,
  subsidiaries,
  t,
}: {
  query: OfferSearchQuery;
  subsidiaries: Subsidiary[];
  t: Translate;
}) {
  const href = (subsidiary: string | undefined) => offersSearchHref({ ...query, subsidiary, page: 1 });
  const regions = (['europe', 'north-america'] as const).map((region) => ({
    region,
    items: subsidiaries.filter((s) => s.region === region),
  }));
  return (
    <>
      <ChoiceList
        current={query.subsidiary}
        href={href}
        choices={[{ slug: undefined, label: t('offers.subsidiary.allOption') }]}
      />
      {regions.map(({ region, items }) =>
        items.length === 0 ? null : (
          <section key={region} aria-label={t(`offers.region.${region}`)}>
            <h3 className={styles.region}>{t(`offers.region.${region}`)}</h3>
            <ChoiceList
              current={query.subsidiary}
              href={href}
              choices={items.map((s) => ({ slug: s.slug, label: s.title, detail: s.cities.join(', ') }))}
            />
          </section>
        ),
      )}
    </>
  );
}
