import { RouteLink } from '@/components/ui/route-link';
import type { DayResponse, FormDefinition, Locale } from '@dav/contract';
import { DAY_PRODUCT_KINDS } from '@dav/rules';
import { formStrings } from '@/features/forms/form-strings';
import type { Translate } from '@/lib/i18n/translator';
import { DayProductCard } from './day-product-card';
import { dayCatalogue } from './day-products';
import { DaySlider } from './day-slider.client';
import { dayStrings } from './day-strings';
import styles from './day.module.css';

interface DayViewProps {
  day: DayResponse;
  definition: FormDefinition | null;
  locale: Locale;
  t: Translate;
}

/** Without JavaScript the slider cannot work: it is hidden and the products are listed instead. */
const NO_SCRIPT_CSS = '[data-day-slider]{display:none}';

/**
 * The "day at DAV" page (docs/product.md#a-day-at-dav): the intro, then the slider (the page's only
 * island). Without JavaScript, every step's products are listed from the server, with a way to
 * write to us instead of booking.
 */
export function DayView({ day, definition, locale, t }: DayViewProps) {
  const catalogue = dayCatalogue(day, locale, t);
  const strings = dayStrings(t, locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('day.title')}</h1>
      {day.intro.title || day.intro.text ? (
        <div className={styles.intro}>
          {day.intro.title ? <p className={styles.introTitle}>{day.intro.title}</p> : null}
          {day.intro.text ? <p>{day.intro.text}</p> : null}
        </div>
      ) : null}
      <DaySlider
        catalogue={catalogue}
        definition={definition}
        locale={locale}
        strings={strings}
        formStrings={formStrings(t)}
      />
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
        <p className={styles.noscript}>
          {t('day.noscript')} <RouteLink href="/contactez-nous">{t('day.contact')}</RouteLink>
        </p>
        {DAY_PRODUCT_KINDS.map((kind, index) => (
          <section key={kind} aria-labelledby={`day-list-${kind}`} className={styles.step}>
            <h2 id={`day-list-${kind}`} className={styles.stepTitle}>
              {strings.headings[index]}
            </h2>
            <ul className={styles.products}>
              {catalogue[kind].map((product) => (
                <DayProductCard key={product.id} product={product} />
              ))}
            </ul>
          </section>
        ))}
      </noscript>
    </div>
  );
}
