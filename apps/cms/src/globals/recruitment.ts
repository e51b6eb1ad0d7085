import type { GlobalConfig } from 'payload';
import { RETENTION_MONTHS } from '@dav/rules';
import { canEditOffers, canReadApplications, isAdminField } from '../access/roles';

/** A test link template: an http(s) URL that carries the signed `{token}`. */
export function checkUrlTemplate(value: unknown): true | string {
  if (typeof value !== 'string' || !value.includes('{token}')) return 'The link must contain {token}';
  try {
    const url = new URL(value.replaceAll(/\{[a-zA-Z]+\}/g, 'x'));
    if (url.protocol === 'https:' || url.protocol === 'http:') return true;
  } catch {
    // falls through
  }
  return 'Enter an http or https address';
}

/**
 * Recruitment settings (docs/product.md#skills-test, #candidates-data): where applications go when
 * their offer names no recruiter, the built-in provider's test link per technology, and how long
 * candidates' data is kept (admins only).
 */
export const Recruitment: GlobalConfig = {
  slug: 'recruitment',
  label: 'Recruitment settings',
  admin: { group: 'Recruitment' },
  access: { read: canReadApplications, update: canEditOffers },
  fields: [
    {
      name: 'recruitersEmail',
      type: 'email',
      admin: {
        description:
          'Receives the applications to offers without a recruiter with an address, and the spontaneous applications.',
      },
    },
    {
      name: 'skillTests',
      type: 'array',
      admin: {
        description:
          'The built-in skills test: the link given for each technology. {token} is replaced by a signed token of the request; {technologyId}, {subTechnologyId} and {locale} may be used too.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'technology', type: 'text', required: true },
            { name: 'urlTemplate', type: 'text', required: true, validate: checkUrlTemplate },
          ],
        },
      ],
    },
    {
      name: 'retention',
      type: 'group',
      access: { update: isAdminField },
      admin: { description: 'Candidates’ data is erased after these periods (a daily job).' },
      fields: [
        {
          name: 'rejectedMonths',
          type: 'number',
          required: true,
          min: 1,
          max: 24,
          defaultValue: RETENTION_MONTHS.rejected,
          admin: { description: 'A rejected application and its CV, from the decision.' },
        },
        {
          name: 'inactiveMonths',
          type: 'number',
          required: true,
          min: 1,
          max: 60,
          defaultValue: RETENTION_MONTHS.inactive,
          admin: {
            description:
              'Every other application and each skills-test request, from the day it was sent. A candidate is erased once none is left.',
          },
        },
      ],
    },
  ],
};
