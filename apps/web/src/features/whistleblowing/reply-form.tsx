import type { FormDefinition, Locale } from '@dav/contract';
import { FormEngine } from '@/features/forms/form-engine.client';
import type { FormStrings } from '@/features/forms/form-strings';

export interface ReplyFormProps {
  /** The rules' reply form with the receipt code as a hidden field (follow-up-strings.ts). */
  definition: FormDefinition;
  strings: FormStrings;
  /** The name of the hidden field that carries the code. */
  codeField: string;
}

/**
 * The reporter's reply: the form engine, as every form of the site, sent with the report's code.
 * It stays on the page: once sent, it empties and says so, and the report is read again.
 */
export function ReplyForm({
  reply,
  locale,
  code,
  onReplied,
}: {
  reply: ReplyFormProps;
  locale: Locale;
  code: string;
  onReplied: () => void;
}) {
  return (
    <FormEngine
      definition={reply.definition}
      locale={locale}
      strings={reply.strings}
      fixedValues={{ [reply.codeField]: code }}
      successHref={null}
      onSuccess={onReplied}
      idPrefix="follow-up-"
    />
  );
}
