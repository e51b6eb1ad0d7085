import { RouteLink } from '@/components/ui/route-link';
import type { Translate } from '@/lib/i18n/translator';
import screen from '../screen/screen.module.css';
import styles from './request-sent.module.css';

/** The thanks of each form worded for it, and the way back it offers; any other form gets the general wording. */
const WORDED = {
  coworking: {
    heading: 'requestSent.coworking.heading',
    message: 'requestSent.coworking.message',
    back: { href: '/espace-coworking', label: 'requestSent.backCoworking' },
  },
  day: {
    heading: 'requestSent.day.heading',
    message: 'requestSent.day.message',
    back: { href: '/une-journee-chez-dav', label: 'requestSent.backDay' },
  },
  application: {
    heading: 'requestSent.application.heading',
    message: 'requestSent.application.message',
    back: { href: '/nos-offres', label: 'requestSent.backOffers' },
  },
} as const;
type WordedForm = keyof typeof WORDED;

const isWorded = (form: string | null): form is WordedForm => form !== null && Object.hasOwn(WORDED, form);

/**
 * Thanks the visitor after a send (docs/product.md#request-sent), worded per form
 * (`?form=coworking`, `?form=day`, `?form=application`).
 */
export async function RequestSentView({ t, form }: { t: Translate; form: Promise<string | null> | null }) {
  const name = await form;
  const worded = isWorded(name) ? WORDED[name] : null;
  return (
    <section className={screen.screen} aria-labelledby="request-sent-title">
      <h1 id="request-sent-title" className={screen.title}>
        {worded ? t(worded.heading) : t('requestSent.heading')}
      </h1>
      <p className={screen.lead}>{worded ? t(worded.message) : t('requestSent.message')}</p>
      <p className={styles.actions}>
        {worded ? (
          <RouteLink href={worded.back.href} className="button">
            {t(worded.back.label)}
          </RouteLink>
        ) : null}
        <RouteLink href="/" className={worded ? 'button-ghost' : 'button'}>
          {t('requestSent.backHome')}
        </RouteLink>
      </p>
    </section>
  );
}
