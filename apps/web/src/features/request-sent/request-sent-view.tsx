import Link from 'next/link';
import type { Translate } from '@/lib/i18n/translator';
import screen from '../screen/screen.module.css';
import styles from './request-sent.module.css';

/** The forms whose thanks are worded for them; any other value gets the general wording. */
const WORDED_FORMS = ['coworking'] as const;
type WordedForm = (typeof WORDED_FORMS)[number];

const isWorded = (form: string | null): form is WordedForm =>
  form !== null && (WORDED_FORMS as readonly string[]).includes(form);

/** Thanks the visitor after a send (docs/product.md#request-sent), worded per form (`?form=coworking`). */
export async function RequestSentView({ t, form }: { t: Translate; form: Promise<string | null> | null }) {
  const name = await form;
  const coworking = isWorded(name);
  return (
    <section className={screen.screen} aria-labelledby="request-sent-title">
      <h1 id="request-sent-title" className={screen.title}>
        {coworking ? t('requestSent.coworking.heading') : t('requestSent.heading')}
      </h1>
      <p className={screen.lead}>
        {coworking ? t('requestSent.coworking.message') : t('requestSent.message')}
      </p>
      <p className={styles.actions}>
        {coworking ? (
          <Link href="/espace-coworking" className="button">
            {t('requestSent.backCoworking')}
          </Link>
        ) : null}
        <Link href="/" className={coworking ? 'button-ghost' : 'button'}>
          {t('requestSent.backHome')}
        </Link>
      </p>
    </section>
  );
}
