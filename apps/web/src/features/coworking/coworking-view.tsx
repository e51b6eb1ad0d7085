import type { CoworkingResponse, FormDefinition, Locale } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { CoworkingDetails } from './coworking-details';
import { CoworkingGallery } from './coworking-gallery';
import { CoworkingNav } from './coworking-nav';
import { CoworkingRates } from './coworking-rates';
import { CoworkingRequest } from './coworking-request';
import { SECTION_IDS, type SectionKey } from './sections';
import styles from './coworking.module.css';

interface CoworkingViewProps {
  coworking: CoworkingResponse;
  definition: FormDefinition | null;
  locale: Locale;
  t: Translate;
}

/** The coworking page (docs/product.md#coworking-page): navigation, presentation, rates, gallery, details and map, request. */
export function CoworkingView({ coworking, definition, locale, t }: CoworkingViewProps) {
  const { presentation } = coworking;
  const gallery = coworking.gallery.length > 0;
  const sections: SectionKey[] = [
    'presentation',
    'rates',
    ...(gallery ? ['gallery' as const] : []),
    'details',
    'request',
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('coworking.title')}</h1>
      <CoworkingNav sections={sections} t={t} />
      <section
        id={SECTION_IDS.presentation}
        aria-labelledby="coworking-presentation-title"
        className={styles.section}
      >
        <h2 id="coworking-presentation-title">{presentation.title}</h2>
        <p className={styles.presentation}>{presentation.text}</p>
      </section>
      <CoworkingRates coworking={coworking} locale={locale} t={t} />
      {gallery ? <CoworkingGallery images={coworking.gallery} t={t} /> : null}
      <CoworkingDetails coworking={coworking} t={t} />
      <CoworkingRequest coworking={coworking} definition={definition} locale={locale} t={t} />
    </div>
  );
}
