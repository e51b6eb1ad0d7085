import type { CoworkingResponse, FormDefinition, Locale } from '@dav/contract';
import { CANTEEN_FEE_PER_DAY_EUR, COWORKING_MODES, requestHash, type CoworkingMode } from '@dav/rules';
import { formStrings } from '@/features/forms/form-strings';
import type { Translate } from '@/lib/i18n/translator';
import { formatEuros } from './format-euros';
import { ratesOf } from './rates';
import { RequestModal, type RequestModalStrings } from './request-modal.client';
import { SECTION_IDS } from './sections';
import styles from './coworking.module.css';

interface CoworkingRequestProps {
  coworking: CoworkingResponse;
  /** The CMS's coworking form; null when it is missing, and then no request can be sent. */
  definition: FormDefinition | null;
  locale: Locale;
  t: Translate;
}

const perMode = (key: (mode: CoworkingMode) => string) =>
  Object.fromEntries(COWORKING_MODES.map((mode) => [mode, key(mode)])) as Record<CoworkingMode, string>;

/** The request entry point: one link per mode, and the modal those links (their hash) open. */
export function CoworkingRequest({ coworking, definition, locale, t }: CoworkingRequestProps) {
  const strings: RequestModalStrings = {
    formTitle: coworking.form_title,
    formMessage: coworking.form_message,
    // The price is only known in the browser: its placeholder is left for the modal to fill.
    estimate: t('coworking.estimate', { price: '{price}' }),
    note: t('coworking.estimate.note', { fee: formatEuros(CANTEEN_FEE_PER_DAY_EUR, locale) }),
    close: t('coworking.modal.close'),
    count: perMode((mode) => t(`coworking.count.${mode}`)),
    mode: perMode((mode) => t(`coworking.request.${mode}`)),
  };
  return (
    <section id={SECTION_IDS.request} aria-labelledby="coworking-request-heading" className={styles.section}>
      <h2 id="coworking-request-heading">{t('coworking.request.title')}</h2>
      <p>{coworking.form_message}</p>
      <ul className={styles.requestLinks}>
        {COWORKING_MODES.map((mode) => (
          <li key={mode}>
            <a href={requestHash(mode)} className="button">
              {strings.mode[mode]}
            </a>
          </li>
        ))}
      </ul>
      {definition ? (
        <RequestModal
          definition={definition}
          locale={locale}
          rates={ratesOf(coworking)}
          formStrings={formStrings(t)}
          strings={strings}
        />
      ) : null}
    </section>
  );
}
