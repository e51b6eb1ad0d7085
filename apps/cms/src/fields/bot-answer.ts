import type { Field } from 'payload';
import { isSitePath } from '@dav/rules';
import { validateOptionalHttpUrl } from './validate-url';

/** Empty, or a path of the site (`/\\evil.com` is another host to a browser's router). */
const validateSitePath = (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && isSitePath(value))
    ? true
    : 'A path of the site, e.g. /nos-offres';

/** A link's target: a site path, or an external http(s) address. */
const validateCtaUrl = (value: unknown) =>
  typeof value === 'string' && isSitePath(value) ? true : validateOptionalHttpUrl(value);

/** The bot's messages played after a button or a scripted entry: each a text or a media. */
export const botMessagesField = (required = false): Field => ({
  name: 'botMessages',
  type: 'array',
  interfaceName: 'BotMessageRows',
  labels: { singular: 'Bot message', plural: 'Bot messages' },
  minRows: required ? 1 : undefined,
  admin: { description: 'Each message is a text or a media (image or video), one of the two.' },
  fields: [
    { name: 'text', type: 'textarea' },
    { name: 'media', type: 'upload', relationTo: 'media' },
  ],
});

/** SPEC 3's calls to action: a link to a page, or a button that plays a short exchange. */
const ctasField: Field = {
  name: 'ctas',
  type: 'array',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'label', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'link',
      options: [
        { label: 'Link', value: 'link' },
        { label: 'Button', value: 'button' },
      ],
    },
    {
      name: 'url',
      type: 'text',
      validate: validateCtaUrl,
      admin: {
        description: 'A link: a path of the site (/contactez-nous) or an external address (https://…).',
        condition: (_data, row) => row?.role !== 'button',
      },
    },
    {
      name: 'external',
      type: 'checkbox',
      admin: { description: 'Opens in a new tab.', condition: (_data, row) => row?.role !== 'button' },
    },
    {
      name: 'userMessage',
      type: 'text',
      admin: {
        description: 'A button: shown as the visitor’s message, then the bot’s messages.',
        condition: (_data, row) => row?.role === 'button',
      },
    },
    botMessagesField(),
  ],
};

/**
 * An answer of the assistant (SPEC 3/7): items said one after the other, each a message
 * (`{username}` is the visitor's name), its calls to action, a page to go to and a media. Each
 * language has its own items.
 */
export const botAnswerField = (name: string, description?: string): Field => ({
  name,
  type: 'array',
  interfaceName: 'BotAnswerRows',
  localized: true,
  labels: { singular: 'Answer item', plural: 'Answer items' },
  ...(description ? { admin: { description } } : {}),
  fields: [
    {
      name: 'message',
      type: 'textarea',
      required: true,
      admin: { description: '{username} is replaced by the visitor’s name.' },
    },
    ctasField,
    {
      name: 'redirection',
      type: 'text',
      validate: validateSitePath,
      admin: { description: 'A page of the site the chat goes to after this message, e.g. /nos-offres.' },
    },
    { name: 'media', type: 'upload', relationTo: 'media' },
  ],
});
