import type { FormDefinition, Locale } from '@dav/contract';
import { FormEngine } from '@/features/forms/form-engine.client';
import { formStrings } from '@/features/forms/form-strings';
import type { Translate } from '@/lib/i18n/translator';
import styles from '../screen/screen.module.css';

interface SpontaneousViewProps {
  t: Translate;
  locale: Locale;
  definition: FormDefinition;
}

/** docs/product.md#applications: title, intro and the spontaneous application form. */
export function SpontaneousView({ t, locale, definition }: SpontaneousViewProps) {
  return (
    <section className={styles.screen} aria-labelledby="spontaneous-title">
      <h1 id="spontaneous-title" className={styles.title}>
        {t('spontaneous.title')}
      </h1>
      <p className={styles.lead}>{t('spontaneous.intro')}</p>
      <FormEngine
        definition={definition}
        locale={locale}
        strings={formStrings(t)}
        initialValues={{ youare: 'candidate' }}
      />
    </section>
  );
}
