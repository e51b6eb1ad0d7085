import { Suspense } from 'react';
import type { FormDefinition, Locale } from '@dav/contract';
import { FormEngine } from '@/features/forms/form-engine.client';
import { formStrings } from '@/features/forms/form-strings';
import type { Translate } from '@/lib/i18n/translator';
import { ContactForm } from './contact-form.client';
import styles from './contact.module.css';

interface ContactViewProps {
  t: Translate;
  locale: Locale;
  definition: FormDefinition;
}

/** SPEC 2.4 "Contact": title, intro and the conditional contact form (SPEC 3, 5). */
export function ContactView({ t, locale, definition }: ContactViewProps) {
  const strings = formStrings(t);
  return (
    <section className={styles.contact} aria-labelledby="contact-title">
      <h1 id="contact-title" className={styles.title}>
        {t('contact.title')}
      </h1>
      <p className={styles.intro}>{t('contact.intro')}</p>
      {/* The same form without the query's preselection holds its place until the query is read. */}
      <Suspense fallback={<FormEngine definition={definition} locale={locale} strings={strings} />}>
        <ContactForm definition={definition} locale={locale} strings={strings} />
      </Suspense>
    </section>
  );
}
