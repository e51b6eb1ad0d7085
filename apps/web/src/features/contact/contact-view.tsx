import { Suspense } from 'react';
import { WHISTLEBLOWING_FOLLOW_UP_PAGE, type FormDefinition, type Locale } from '@dav/contract';
import { RouteLink } from '@/components/ui/route-link';
import { formStrings, type FormStrings } from '@/features/forms/form-strings';
import { preselected } from '@/features/forms/form-values';
import type { Translate } from '@/lib/i18n/translator';
import { ContactForm } from './contact-form.client';
import styles from '../screen/screen.module.css';

/** The field `?youare=` preselects (a link may say who the visitor is: the header's "A project?"). */
const PRESELECTED = 'youare';

interface ContactFormProps {
  definition: FormDefinition;
  locale: Locale;
  strings: FormStrings;
  permalink: string;
}

/**
 * The form once the query is known. Rendered on the server and streamed in the same response as
 * the prerendered page, so the preselected fields are there at first paint: no jump after load.
 */
async function PreselectedForm({ youare, ...props }: ContactFormProps & { youare: Promise<string | null> }) {
  const raw = await youare;
  // A new `?youare=` (the header link followed from this page) starts the form anew.
  return (
    <ContactForm key={raw ?? ''} {...props} initialValues={preselected(props.definition, PRESELECTED, raw)} />
  );
}

interface ContactViewProps {
  t: Translate;
  locale: Locale;
  definition: FormDefinition;
  /** `?youare=`: only a value among the field's options is kept. */
  youare: Promise<string | null>;
  /** The page's path as the visitor sees it: where the form posts without JavaScript. */
  pathname: string;
}

/** docs/product.md#contact "Contact": title, intro and the conditional contact form (docs/product.md#contact-fields, #forms-validation). */
export function ContactView({ t, locale, definition, youare, pathname }: ContactViewProps) {
  const form = { definition, locale, strings: formStrings(t), permalink: pathname };
  return (
    <section className={styles.screen} aria-labelledby="contact-title">
      <h1 id="contact-title" className={styles.title}>
        {t('contact.title')}
      </h1>
      <p className={styles.lead}>{t('contact.intro')}</p>
      {/* The query is per request: only the form waits for it, the rest of the page is prerendered. */}
      <Suspense fallback={<ContactForm {...form} />}>
        <PreselectedForm {...form} youare={youare} />
      </Suspense>
      {/* A reporter coming back looks for their report here (docs/product.md#whistleblowing-follow-up). */}
      <p className={styles.after}>
        <RouteLink href={WHISTLEBLOWING_FOLLOW_UP_PAGE}>{t('followUp.contactLink')}</RouteLink>
      </p>
    </section>
  );
}
