import type { CollectionConfig } from 'payload';
import { MANAGER_POSITIONS, POSITION_FORMS, type ManagerPosition, type PositionForm } from '@dav/contract';
import { canEditOffers, isStaff } from '../../access/roles';
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate-web';

/** The admin's names (in its four languages: i18n/texts/options.ts); the site words them itself. */
export const POSITION_LABELS: Record<ManagerPosition, string> = {
  partner: 'Partner',
  'associate-director': 'Associate director',
  'development-manager': 'Development manager',
  manager: 'Manager',
  'deputy-managing-director': 'Deputy managing director',
  ceo: 'CEO',
  'business-manager': 'Business manager',
  'recruitment-manager': 'Recruitment manager',
  'technical-director': 'Technical director',
  'agency-director': 'Agency director',
};

export const FORM_LABELS: Record<PositionForm, string> = { masculine: 'Masculine', feminine: 'Feminine' };

/**
 * Recruiter profiles (docs/product.md#job-offers): the managers an offer names, shown on
 * the offer page for the candidate to choose. The position is one of the 10 of docs/product.md#data,
 * shown in its masculine or feminine form as the profile says.
 */
export const Managers: CollectionConfig = {
  slug: 'managers',
  labels: { singular: 'Recruiter profile', plural: 'Recruiter profiles' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'position', 'email'], group: 'Recruitment' },
  access: { read: isStaff, create: canEditOffers, update: canEditOffers, delete: canEditOffers },
  defaultSort: 'name',
  hooks: {
    afterChange: [revalidateAfterChange(['offers'])],
    afterDelete: [revalidateAfterDelete(['offers'])],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'position',
          type: 'select',
          required: true,
          options: MANAGER_POSITIONS.map((value) => ({ label: POSITION_LABELS[value], value })),
        },
        {
          name: 'positionForm',
          type: 'select',
          required: true,
          defaultValue: 'masculine',
          options: POSITION_FORMS.map((value) => ({ label: FORM_LABELS[value], value })),
          admin: { description: 'Which form of the position the site shows.' },
        },
      ],
    },
    {
      name: 'email',
      type: 'email',
      admin: { description: 'Receives the applications to this person’s offers.' },
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
};
