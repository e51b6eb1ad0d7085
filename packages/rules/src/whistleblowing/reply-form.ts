import { whistleblowingReplyPath, type FormDefinition, type Locale } from '@dav/contract';
import { formField } from '../forms/field-builder';
import { defaultMessage } from '../forms/messages';

/*
 * The reporter's answer on the follow-up page (docs/product.md#whistleblowing-follow-up): a
 * message and, if they wish, one file, checked as every visitor's file is (formats, 1 MB, then its
 * structure on the CMS). Not a CMS form: the page and the CMS build the same definition here.
 */

export const FOLLOW_UP_REPLY_FORM = 'whistleblowing-reply';
export const RECEIPT_CODE_FIELD = 'code';
export const FOLLOW_UP_MESSAGE_MAX = 10_000;

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
      formField('textarea', 'message', labels.message, true),
      {
        ...formField('file', 'file', labels.file, false),
        messageIfLargeFile: defaultMessage('attachmentSize', locale),
      },
      // The receipt code rides with the reply, hidden; the CMS checks it before anything else.
      formField('hidden', RECEIPT_CODE_FIELD, '', false),
    ],
  };
}
