import { receiptOf, WHISTLEBLOWING_FOLLOW_UP_PAGE, type FormDefinition } from '@dav/contract';
import { scriptVariant } from '@dav/rules';
import { RouteLink } from '@/components/ui/route-link';
import { ContactForm } from '@/features/contact/contact-form.client';
import { FormEngine } from '@/features/forms/form-engine.client';
import { formStrings } from '@/features/forms/form-strings';
import type { ScreenData } from '@/features/screen/load-screen';
import { answerHeading } from './answer-heading';
import type { FormAnswer } from './answer-store';
import screen from '../screen/screen.module.css';

const TITLE_ID = 'form-answer-title';

interface FormAnswerViewProps {
  data: ScreenData;
  definition: FormDefinition;
  answer: FormAnswer;
}

/**
 * docs/product.md#forms-states "Without JavaScript": the form the browser posted itself, shown
 * again with what was typed and the answer's messages (or a report's receipt), headed as its page.
 * A new send posts as from that page (`permalink`), to the same success target.
 */
export function FormAnswerView({ data, definition, answer }: FormAnswerViewProps) {
  const { t, site } = data;
  const { title, lead, titled } = answerHeading(t, answer);
  const page = scriptVariant(answer.back).path;
  // The contact form keeps a report's receipt for the request-sent page when sent with script.
  const Engine = answer.form === 'contact' ? ContactForm : FormEngine;
  const sent = answer.posted.answer?.kind === 'success' ? answer.posted.answer : null;
  const receipt = sent !== null && receiptOf(sent.body) !== null;
  return (
    <section className={screen.screen} aria-labelledby={TITLE_ID}>
      {/* React puts it in the head; without script the first title in the document still counts. */}
      <title>{`${title} | ${t('site.name')}`}</title>
      <h1 id={TITLE_ID} className={screen.title}>
        {title}
      </h1>
      {lead ? <p className={screen.lead}>{lead}</p> : null}
      <Engine
        definition={definition}
        locale={site.locale}
        strings={formStrings(t)}
        permalink={answer.back}
        posted={answer.posted}
        {...(answer.successHref === undefined ? {} : { successHref: answer.successHref })}
      />
      <p className={screen.after}>
        {receipt ? (
          // As on the request-sent page: where the code is used (docs/product.md#whistleblowing-follow-up).
          <>
            {t('requestSent.report.follow')}{' '}
            <RouteLink
              href={WHISTLEBLOWING_FOLLOW_UP_PAGE}
            >{`${site.origin}${WHISTLEBLOWING_FOLLOW_UP_PAGE}`}</RouteLink>
          </>
        ) : sent === null && titled ? (
          // Back to the form's page (named by its title), to start anew.
          <RouteLink href={page}>{title}</RouteLink>
        ) : (
          <RouteLink href="/">{t('requestSent.backHome')}</RouteLink>
        )}
      </p>
    </section>
  );
}
