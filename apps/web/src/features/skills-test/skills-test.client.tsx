'use client';

import { useMemo, useReducer, useRef, useState } from 'react';
import { isSkillsTestAnswer, type Locale, type Technology } from '@dav/contract';
import { MODAL_FOCUS_DELAY_MS, skillsTestDefinition } from '@dav/rules';
import { DialogCloseButton, ModalDialog } from '@/components/ui/modal-dialog.client';
import { FormEngine } from '@/features/forms/form-engine.client';
import type { FormStrings } from '@/features/forms/form-strings';
import { skillsModalReducer, SKILLS_MODAL_CLOSED } from './skills-modal-state';
import styles from './skills-test.module.css';

export interface SkillsTestStrings {
  hint: string;
  /** With `{technology}`. */
  modalTitle: string;
  intro: string;
  labels: { lastname: string; firstname: string; email: string };
  submit: string;
  successTitle: string;
  successText: string;
  /** With `{technology}`. */
  takeTest: string;
  failureTitle: string;
  failureText: string;
  close: string;
  newTab: string;
}

interface SkillsTestProps {
  technologies: Technology[];
  locale: Locale;
  strings: SkillsTestStrings;
  form: FormStrings;
}

const TITLE_ID = 'competences-titre';
const firstField = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>(
    'form input:not([type=hidden]), [data-skills-result] a, [data-skills-result] h2',
  );

/**
 * The offer's technologies, each a button that opens the skills-test modal (docs/product.md#skills-test):
 * the shared dialog (600 ms focus delay) with the lastname/firstname/email form posted to
 * `appskills` with the locale and the test ids; then "Merci !" and the test's link, or "Désolé...".
 * Opening stores the tag and ids; closing or a success resets them.
 */
export function SkillsTest({ technologies, locale, strings, form }: SkillsTestProps) {
  const [state, dispatch] = useReducer(skillsModalReducer, SKILLS_MODAL_CLOSED);
  const [result, setResult] = useState<{ url: string | null; technology: string } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const definition = useMemo(() => skillsTestDefinition(strings.labels), [strings.labels]);
  const formStrings = useMemo(() => ({ ...form, submit: strings.submit }), [form, strings.submit]);
  const open = state.isActive || result !== null;
  const technology = technologies.find((t) => t.slug === (state.tag ?? result?.technology));
  const label = technology?.label ?? '';

  const close = () => {
    dispatch({ type: 'reset' });
    setResult(null);
  };
  const finish = (url: string | null) => {
    setResult({ url, technology: state.tag ?? '' });
    dispatch({ type: 'reset' });
  };

  return (
    <>
      <ul className={styles.technologies} aria-describedby="competences-aide">
        {technologies.map((tech) => (
          <li key={tech.slug}>
            <button
              type="button"
              className={styles.technology}
              data-technology={tech.slug}
              aria-haspopup="dialog"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setResult(null);
                dispatch({ type: 'open', technology: tech });
              }}
            >
              {tech.label}
            </button>
          </li>
        ))}
      </ul>
      <p id="competences-aide" className={styles.hint}>
        {strings.hint}
      </p>
      <ModalDialog
        variant="modal"
        open={open}
        onClose={close}
        aria-labelledby={TITLE_ID}
        initialFocus={firstField}
        focusDelayMs={MODAL_FOCUS_DELAY_MS}
        returnFocus={() => opener.current}
      >
        <div className={styles.bar}>
          <h2 id={TITLE_ID} className={styles.title}>
            {result === null
              ? strings.modalTitle.replace('{technology}', label)
              : result.url
                ? strings.successTitle
                : strings.failureTitle}
          </h2>
          <DialogCloseButton label={strings.close} />
        </div>
        <div className={styles.body}>
          {result === null && state.isActive ? (
            <>
              <p>{strings.intro}</p>
              <FormEngine
                key={state.tag}
                definition={definition}
                locale={locale}
                strings={formStrings}
                idPrefix="competences-"
                fixedValues={{
                  locale,
                  technology: state.tag ?? '',
                  technologyId: state.technologyId ?? '',
                  idSubTechnology: state.idSubTechnology ?? '',
                }}
                successHref={null}
                isAccepted={isSkillsTestAnswer}
                onSuccess={(answer) => finish(isSkillsTestAnswer(answer) ? (answer.url ?? null) : null)}
                onFailure={() => finish(null)}
              />
            </>
          ) : result?.url ? (
            <div data-skills-result="success" role="status">
              <p>{strings.successText}</p>
              <p>
                <a href={result.url} target="_blank" rel="noopener noreferrer" className="button">
                  {strings.takeTest.replace('{technology}', label)}
                  <span className="visually-hidden"> ({strings.newTab})</span>
                </a>
              </p>
            </div>
          ) : result ? (
            <div data-skills-result="failure" role="alert">
              <p>{strings.failureText}</p>
            </div>
          ) : null}
        </div>
      </ModalDialog>
    </>
  );
}
