import { RECEIPT_CODE_FIELD } from '@dav/rules';
import { whistleblowingFollowUpPath, type Locale } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { FollowUp } from './follow-up.client';
import { followUpStrings, replyDefinition, replyFormStrings } from './follow-up-strings';
import screen from '../screen/screen.module.css';

/**
 * docs/product.md#whistleblowing-follow-up: the page's title and what it is for, then the island
 * where the receipt code opens the report. Everything is translated and built here, on the server.
 */
export function FollowUpView({ t, locale }: { t: Translate; locale: Locale }) {
  return (
    <section className={screen.screen} aria-labelledby="follow-up-title">
      <h1 id="follow-up-title" className={screen.title}>
        {t('followUp.title')}
      </h1>
      <p className={screen.lead}>{t('followUp.intro')}</p>
      <FollowUp
        locale={locale}
        strings={followUpStrings(t)}
        path={whistleblowingFollowUpPath(locale)}
        reply={{
          definition: replyDefinition(locale, t),
          strings: replyFormStrings(t),
          codeField: RECEIPT_CODE_FIELD,
        }}
      />
    </section>
  );
}
