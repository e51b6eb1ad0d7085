import type { CollectionConfig } from 'payload';
import { canEditContent, nobody } from '../../access/roles';

/*
 * What the assistant learns from its visitors, without knowing who they are
 * (docs/product.md#the-assistant): how often each intent answered, per language and month, and
 * the questions it did not understand, with nothing else (no address, session or browser).
 * Written by the answer route only (local API); editors and admins read them, and may delete
 * unmatched questions once read.
 */

const localeField = { name: 'locale', type: 'text', required: true, index: true } as const;

export const BotIntentStats: CollectionConfig = {
  slug: 'bot-intent-stats',
  labels: { singular: 'Assistant statistic', plural: 'Assistant statistics' },
  admin: { useAsTitle: 'month', defaultColumns: ['intent', 'locale', 'month', 'count'], group: 'Assistant' },
  access: { read: canEditContent, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-month',
  // One row per intent, language and month: the increment's target (assistant/stats.ts).
  indexes: [{ fields: ['intent', 'locale', 'month'], unique: true }],
  fields: [
    { name: 'intent', type: 'relationship', relationTo: 'bot-intents', required: true, index: true },
    localeField,
    {
      name: 'month',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM' },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
};

export const BotUnmatchedQuestions: CollectionConfig = {
  slug: 'bot-unmatched-questions',
  labels: { singular: 'Unmatched question', plural: 'Unmatched questions' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'locale', 'createdAt'],
    group: 'Assistant',
  },
  access: { read: canEditContent, create: nobody, update: nobody, delete: canEditContent },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'question',
      type: 'text',
      required: true,
      admin: { description: 'E-mail addresses and long numbers are masked; erased after 90 days.' },
    },
    localeField,
  ],
};
