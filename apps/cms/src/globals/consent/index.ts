import type { Field, GlobalConfig, NumberFieldSingleValidation } from 'payload';
import { number } from 'payload/shared';
import { GTM_CONTAINER_ID_PATTERN } from '@dav/contract';
import { contentGlobalDefaults } from '../access';

const texts = (name: string, fields: { name: string; long?: boolean }[]): Field => ({
  name,
  type: 'group',
  fields: fields.map((f): Field =>
    f.long
      ? { name: f.name, type: 'textarea', localized: true }
      : { name: f.name, type: 'text', localized: true },
  ),
});

const validateContainerId = (value: unknown): true | string =>
  value == null || value === '' || (typeof value === 'string' && GTM_CONTAINER_ID_PATTERN.test(value))
    ? true
    : 'A Google Tag Manager container ID: GTM- then 4 to 12 capital letters or digits (GTM-AB12CD).';

// A custom validate replaces Payload's: keep its required and minimum checks first.
const validateRevision: NumberFieldSingleValidation = (value, options) => {
  const checked = number(value, options);
  if (checked !== true) return checked;
  return Number.isInteger(value) ? true : 'A whole number, 1 or more.';
};

/**
 * The consent banner, the policy revision and the tag manager (docs/product.md#shell-consent-and-page-views),
 * GET /wp-json/api/{locale}/consent. Empty texts show the shipped ones (consent-texts.ts).
 */
export const Consent: GlobalConfig = {
  slug: 'consent',
  label: 'Cookie consent',
  admin: { group: 'Site' },
  // Every page reads it apart from the global data (consent:{locale}), and so does the website's
  // proxy for the Content-Security-Policy.
  ...contentGlobalDefaults(['consent']),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'revision',
          type: 'number',
          required: true,
          min: 1,
          defaultValue: 1,
          admin: {
            step: 1,
            description: 'Raise it when the cookie policy changes: every visitor is asked again.',
          },
          validate: validateRevision,
        },
        {
          name: 'gtmContainerId',
          type: 'text',
          validate: validateContainerId,
          admin: {
            description:
              'Empty: no tag manager is ever loaded. Set: loaded only for visitors who accept audience measurement.',
          },
        },
      ],
    },
    texts('banner', [
      { name: 'title' },
      { name: 'text', long: true },
      { name: 'acceptAll' },
      { name: 'rejectAll' },
      { name: 'choose' },
    ]),
    texts('preferences', [
      { name: 'title' },
      { name: 'text', long: true },
      { name: 'save' },
      { name: 'close' },
    ]),
    texts('necessary', [{ name: 'title' }, { name: 'text', long: true }]),
    texts('analytics', [{ name: 'title' }, { name: 'text', long: true }]),
  ],
};
