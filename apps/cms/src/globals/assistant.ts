import type { Field, GlobalConfig } from 'payload';
import { canEditContent, isStaff } from '../access/roles';
import { forgetModelsAfterGlobalChange } from '../assistant/invalidate';
import { botAnswerField, botMessagesField } from '../fields/bot-answer';

const lines = (name: string, description: string): Field => ({
  name,
  type: 'array',
  localized: true,
  minRows: 1,
  labels: { singular: 'Message', plural: 'Messages' },
  admin: { description },
  fields: [{ name: 'message', type: 'textarea', required: true }],
});

/** A labelled button of the script: the visitor's message, then the bot's (SPEC 3). */
const scriptedEntry = (withBackground: boolean): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true },
      { name: 'userMessage', type: 'text', required: true },
    ],
  },
  botMessagesField(true),
  ...(withBackground
    ? [
        {
          name: 'background',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'The video behind the chat once this drink is chosen.' },
        } as Field,
      ]
    : []),
];

/**
 * The assistant's script and its set answers (docs/product.md#the-assistant), per language:
 * GET /wp-json/api/{locale}/assistant, and the answers of POST /wp-json/clrz/v1/bot/answer.
 */
export const Assistant: GlobalConfig = {
  slug: 'assistant',
  label: 'Assistant',
  admin: { group: 'Assistant' },
  access: { read: isStaff, update: canEditContent },
  // The site reads the script uncached when the chat opens: nothing to revalidate there.
  hooks: { afterChange: [forgetModelsAfterGlobalChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Welcome',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'mascotName',
                  type: 'text',
                  required: true,
                  defaultValue: 'Dav',
                  admin: { description: 'The URL hash that opens the chat (#dav).' },
                },
                { name: 'background', type: 'upload', relationTo: 'media' },
              ],
            },
            lines('greetings', 'Said one after the other when the chat first opens.'),
            { name: 'nameQuestion', type: 'text', localized: true, required: true },
            {
              type: 'row',
              fields: [
                { name: 'anonymousName', type: 'text', localized: true, required: true },
                { name: 'offensiveNameReply', type: 'text', localized: true, required: true },
              ],
            },
            lines('nameReply', '{username} is replaced by the visitor’s name; the drinks are offered after.'),
          ],
        },
        {
          label: 'Drinks and entries',
          fields: [
            {
              name: 'drinks',
              type: 'array',
              localized: true,
              minRows: 1,
              labels: { singular: 'Drink', plural: 'Drinks' },
              fields: scriptedEntry(true),
            },
            {
              name: 'entries',
              type: 'array',
              localized: true,
              labels: { singular: 'Scripted entry', plural: 'Scripted entries' },
              admin: { description: 'Suggestions offered once a drink is chosen.' },
              fields: scriptedEntry(false),
            },
          ],
        },
        {
          label: 'Set answers',
          fields: [
            botAnswerField('fallback', 'When no intent matches the question.'),
            botAnswerField('idle', 'After a minute without activity.'),
            botAnswerField(
              'unavailable',
              'Shown by the site when an answer fails or is late: its first item.',
            ),
            botAnswerField('rudeness', 'When the question is offensive.'),
          ],
        },
      ],
    },
  ],
};
