import { whistleblowingReplyPath, type FormDefinition, type FormField, type Locale } from '@dav/contract';
import { defaultMessage } from '../forms/messages';

/*
 * The reporter's answer on the follow-up page (docs/product.md#whistleblowing-follow-up): a
 * message and, if they wish, one file, checked as every visitor's file is (formats, 1 MB, then its
 * structure on the CMS). Not a CMS form: the page and the CMS build the same definition here.
 */

export const FOLLOW_UP_REPLY_FORM = 'whistleblowing-reply';
export const RECEIPT_CODE_FIELD = 'code';
export const FOLLOW_UP_MESSAGE_MAX = 10_000;

const field = (type: FormField['type'], name: string, label: string, required: boolean): FormField => ({
  type,
  name,
  label,
  placeholder: null,
  value: null,
  options: [],
  min: null,
  max: null,
  step: null,
  messageIfEmpty: null,
  messageIfInvalid: null,
  messageIfLargeFile: null,
  messageIfSnowden: null,
  condition: null,
  required,
});

/** The definition, with the labels of the page's language (the CMS checks values only: no labels). */
export function followUpReplyDefinition(
  locale: Locale,
  labels: { message: string; file: string } = { message: '', file: '' },
): FormDefinition {
  return {
    name: FOLLOW_UP_REPLY_FORM,
    action: whistleblowingReplyPath(locale),
    successTarget: null,
    fields: [
      field('textarea', 'message', labels.message, true),
      {
        ...field('file', 'file', labels.file, false),
        messageIfLargeFile: defaultMessage('attachmentSize', locale),
      },
    ],
  };
}
