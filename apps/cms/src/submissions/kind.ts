import type { FormDefinition, Locale } from '@dav/contract';
import type { FormValues, submittableValues } from '@dav/rules';
import type { Payload } from 'payload';
import type { MailForm } from '../mail/texts';
import type { Destination } from './store';

/**
 * What differs between the forms a visitor sends (handle.ts runs the same pipeline for each):
 * its definition, what the page adds to it, what the CMS re-checks, and where it is stored.
 * The kinds: contact-kinds.ts (contact, coworking, a day at DAV), application-kinds.ts.
 */
export interface SubmissionKind {
  /** The `forms` definition to validate against. */
  form: MailForm;
  /** Adds fields the page builds itself (the coworking count), before validation. */
  extend?: (definition: FormDefinition, values: Record<string, unknown>, locale: Locale) => FormDefinition;
  /**
   * Checks what the rules cannot know (the day booking's basket against the CMS's products) and
   * gives the values to keep: an answer instead when they are refused.
   */
  refine?: (
    values: FormValues,
    context: { payload: Payload; locale: Locale },
  ) => Promise<FormValues | Response>;
  /**
   * Whether the send is a whistleblowing report (read before parsing): the time trap then refuses
   * a send it doubts with a message instead of dropping it (bot-sign.ts).
   */
  isReport?: (form: FormData) => boolean;
  /** Where it is stored; an answer instead when the values name something that is not there. */
  destination: (
    values: ReturnType<typeof submittableValues>,
    request: { ip: string; userAgent: string },
    context: { payload: Payload; locale: Locale },
  ) => Destination | Response | Promise<Destination | Response>;
}
