import type { CollectionConfig } from 'payload';
import { canEditContent, isStaff } from '../../access/roles';
import { INTENT_KINDS } from '../../assistant/understanding';
import { forgetModelsAfterChange, forgetModelsAfterDelete } from '../../assistant/invalidate';
import { botAnswerField } from '../../fields/bot-answer';
import { matchesThisMonthField } from './matches-this-month';

const KIND_LABELS = {
  static: 'As written',
  offers: 'Job offers search',
  subsidiaries: 'Subsidiary page',
} as const satisfies Record<(typeof INTENT_KINDS)[number], string>;

/**
 * What the assistant understands (docs/product.md#the-assistant): per language, the example
 * questions it learns an intent from, and the answer it gives. The models are rebuilt on each
 * change (assistant/invalidate.ts).
 */
export const BotIntents: CollectionConfig = {
  slug: 'bot-intents',
  labels: { singular: 'Assistant intent', plural: 'Assistant intents' },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'kind', 'matchesThisMonth', 'updatedAt'],
    group: 'Assistant',
  },
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'key',
  hooks: { afterChange: [forgetModelsAfterChange], afterDelete: [forgetModelsAfterDelete] },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'A name for staff (e.g. jobs-search): lowercase words joined by dashes.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Lowercase words joined by dashes',
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'static',
      options: INTENT_KINDS.map((value) => ({ label: KIND_LABELS[value], value })),
      admin: {
        description:
          'Job offers search: the answer leads to the offers, with the role and place the question names. Subsidiary page: to the subsidiary it names.',
      },
    },
    matchesThisMonthField,
    {
      name: 'examples',
      type: 'array',
      localized: true,
      labels: { singular: 'Example question', plural: 'Example questions' },
      admin: {
        description:
          'Questions visitors ask for this, in their words: the more varied, the better understood.',
      },
      fields: [{ name: 'question', type: 'text', required: true }],
    },
    botAnswerField('answer'),
  ],
};
