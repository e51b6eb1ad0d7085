import type { CollectionConfig, TextFieldSingleValidation } from 'payload';
import { LOCALES, REDIRECT_STATUSES } from '@dav/contract';
import {
  isRedirectTarget,
  localeOf,
  normalizeRedirectSource,
  redirectConflict,
  redirectSourceProblem,
  type RedirectDraft,
} from '@dav/rules';
import { canEditContent, isStaff } from '../../access/roles';
import { domainRegistry } from '../../env';
import type { Redirect } from '../../payload-types';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';
import { adminLanguageOf } from '../../i18n/languages';
import { conflictMessage, redirectMessage } from './messages';

const languagesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The hosts of a language (its `ay-` host included): an absolute target there is still ours. */
const hostsOf = (language: string) =>
  domainRegistry()
    .filter((entry) => localeOf(entry.code) === language)
    .map((entry) => entry.host);

/**
 * The source: a page of the site, and no loop, chain or duplicate with the redirects saved in
 * the languages it shares with them (@dav/rules redirects.ts).
 */
const validateFrom: TextFieldSingleValidation = async (value, { req, data: rawData, id }) => {
  const data = rawData as Partial<Pick<Redirect, 'to' | 'languages'>> | undefined;
  const language = adminLanguageOf(req.i18n?.language);
  if (typeof value !== 'string' || !value.trim()) return redirectMessage('invalidFrom', language);
  const problem = redirectSourceProblem(value);
  if (problem === 'invalid') return redirectMessage('invalidFrom', language);
  if (problem === 'not-a-page')
    return redirectMessage('notAPage', language, { from: normalizeRedirectSource(value) ?? value });
  if (problem === 'home') return redirectMessage('home', language);
  const to = typeof data?.to === 'string' ? data.to : '';
  if (!isRedirectTarget(to)) return true; // the target's own message says why
  const saved = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    ...(id != null ? { where: { id: { not_equals: id } } } : {}),
  });
  const others: RedirectDraft[] = saved.docs.map((doc) => ({
    from: doc.from,
    to: doc.to,
    languages: languagesOf(doc.languages),
  }));
  const conflict = redirectConflict(
    { from: value, to, languages: languagesOf(data?.languages) },
    others,
    hostsOf,
  );
  return conflict ? conflictMessage(conflict, language) : true;
};

const validateTo: TextFieldSingleValidation = (value, { req }) =>
  typeof value === 'string' && isRedirectTarget(value)
    ? true
    : redirectMessage('invalidTo', adminLanguageOf(req.i18n?.language));

/**
 * The old site's addresses sent to the new ones (docs/product.md#redirects): per language, on
 * its hosts (an `ay-` host follows its language); applied by the website before routing, so a
 * redirect wins over a page that exists at that address. Editors and admins manage them.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'status', 'languages', 'updatedAt'],
    group: 'Site',
    description:
      'Addresses of the old site sent to the new ones, before any page. A redirect to an address that is itself redirected, or back to its source, is refused.',
  },
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'from',
  hooks: {
    afterChange: [revalidateAfterChange(['redirects'])],
    afterDelete: [revalidateAfterDelete(['redirects'])],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      index: true,
      admin: {
        description:
          'A path of the old site (/category/actualites/, /?p=123) or its full address. Case, the final slash and the order of parameters do not matter.',
      },
      validate: validateFrom,
      hooks: {
        beforeChange: [
          ({ value }) => (typeof value === 'string' ? (normalizeRedirectSource(value) ?? value) : value),
        ],
      },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: { description: 'A path of the site (/blog) or a full address (https://…).' },
      validate: validateTo,
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: '301',
          options: REDIRECT_STATUSES.map((status) => ({
            value: String(status),
            label: status === 301 ? '301 (permanent)' : '302 (temporary)',
          })),
        },
        {
          name: 'languages',
          type: 'select',
          hasMany: true,
          required: true,
          defaultValue: [...LOCALES],
          options: LOCALES.map((locale) => ({ value: locale, label: locale })),
          admin: { description: 'The sites it applies on (an accessibility site follows its language).' },
        },
      ],
    },
  ],
};
