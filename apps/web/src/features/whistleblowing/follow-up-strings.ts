import type { FormDefinition, Locale } from '@dav/contract';
import { followUpReplyDefinition } from '@dav/rules';
import { formStrings, type FormStrings } from '@/features/forms/form-strings';
import type { Translate } from '@/lib/i18n/translator';
import type { ReportStrings } from './report-status';

/** Every word of the follow-up island, translated on the server (docs/product.md#whistleblowing-follow-up). */
export interface FollowUpStrings {
  codeLabel: string;
  codeHint: string;
  open: string;
  opening: string;
  rateLimited: string;
  failure: string;
  reportHeading: string;
  messages: string;
  noMessages: string;
  replyHeading: string;
  leave: string;
  left: string;
  report: ReportStrings;
}

export function followUpStrings(t: Translate): FollowUpStrings {
  return {
    codeLabel: t('followUp.codeLabel'),
    codeHint: t('followUp.codeHint'),
    open: t('followUp.open'),
    opening: t('followUp.opening'),
    rateLimited: t('followUp.rateLimited'),
    failure: t('followUp.failure'),
    reportHeading: t('followUp.reportHeading'),
    messages: t('followUp.messages'),
    noMessages: t('followUp.noMessages'),
    replyHeading: t('followUp.replyHeading'),
    leave: t('followUp.leave'),
    left: t('followUp.left'),
    report: {
      statusLabel: t('followUp.statusLabel'),
      status: {
        received: t('followUp.status.received'),
        acknowledged: t('followUp.status.acknowledged'),
        'in-progress': t('followUp.status.inProgress'),
        closed: t('followUp.status.closed'),
      },
      receivedAt: t('followUp.receivedAt'),
      acknowledgedAt: t('followUp.acknowledgedAt'),
      closedAt: t('followUp.closedAt'),
      acknowledgeBy: t('followUp.acknowledgeBy'),
      feedbackBy: t('followUp.feedbackBy'),
      fromCompliance: t('followUp.fromCompliance'),
      fromReporter: t('followUp.fromReporter'),
      fileOne: t('followUp.fileOne'),
      fileMany: t('followUp.fileMany'),
    },
  };
}

/** The reporter's reply: the form engine's own words, but for its button and its thanks. */
export function replyFormStrings(t: Translate): FormStrings {
  return { ...formStrings(t), submit: t('followUp.replySubmit'), success: t('followUp.replySent') };
}

/**
 * The reply form (packages/rules: a message, an optional file, and the receipt code as a hidden
 * field, whose value the page sets with `fixedValues`) with its labels. Built here, on the server:
 * the contract's module behind its action holds zod, which never reaches the browser.
 */
export function replyDefinition(locale: Locale, t: Translate): FormDefinition {
  return followUpReplyDefinition(locale, {
    message: t('followUp.replyMessage'),
    file: t('followUp.replyFile'),
  });
}
