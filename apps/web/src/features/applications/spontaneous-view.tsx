import type { FormDefinition, Locale } from '@dav/contract';
import { FormEngine } from '@/features/forms/form-engine.client';
import { formStrings } from '@/features/forms/form-strings';
import type { Translate } from '@/lib/i18n/translator';
import styles from '../screen/screen.module.css';

interface SpontaneousViewProps {
  t: Translate;
  locale: Locale;
  definition: FormDefinition;
  /** The page's path as the visitor sees it: where the form posts without JavaScript. */
  pathname: string;
}

/** docs/product.md#applications: title, intro and the spontaneous application form. */
export function SpontaneousView({ t, locale, definition, pathname }: SpontaneousViewProps) {
  const form = (
    <FormEngine
      definition={definition}
      locale={locale}
      strings={formStrings(t)}
      initialValues={{ youare: 'candidate' }}
      permalink={pathname}
    />
  );
  return (
    <section className={styles.screen} aria-labelledby="spontaneous-title">
      <h1 id="spontaneous-title" className={styles.title}>
        {t('spontaneous.title')}
      </h1>
      <p className={styles.lead}>{t('spontaneous.intro')}</p>
      {form}
    </section>
  );
}
