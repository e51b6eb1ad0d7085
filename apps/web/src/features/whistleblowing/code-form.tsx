import type { FormEvent, Ref } from 'react';
import form from '@/features/forms/form.module.css';
import type { FollowUpStrings } from './follow-up-strings';
import styles from './follow-up.module.css';

const ID = 'follow-up-code';

interface CodeFormProps {
  strings: FollowUpStrings;
  typed: string;
  /** The CMS's message for the last code sent. */
  error: string | null;
  opening: boolean;
  inputRef: Ref<HTMLInputElement>;
  onType: (typed: string) => void;
  onOpen: () => void;
}

/**
 * The receipt code, typed as it was shown (spaces allowed). The input has no name and the form
 * posts: even without JavaScript the code could never end up in a URL.
 */
export function CodeForm({ strings, typed, error, opening, inputRef, onType, onOpen }: CodeFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <form method="post" className={form.form} noValidate aria-busy={opening} onSubmit={submit}>
      <div className={form.field} data-invalid={error ? '' : undefined}>
        <label htmlFor={ID} className={form.label}>
          {strings.codeLabel}
        </label>
        <p id={`${ID}-hint`} className={form.hint}>
          {strings.codeHint}
        </p>
        <input
          ref={inputRef}
          id={ID}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          className={`${form.input} ${styles.codeInput}`}
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-hint ${ID}-error` : `${ID}-hint`}
          onChange={(event) => onType(event.target.value)}
        />
        {error ? (
          <p id={`${ID}-error`} className={form.error}>
            {error}
          </p>
        ) : null}
      </div>
      <div className={form.actions}>
        <button type="submit" className="button" disabled={opening}>
          {opening ? strings.opening : strings.open}
        </button>
      </div>
    </form>
  );
}
