import type { JobPosting, MonetaryAmount, Place, WithContext } from 'schema-dts';
import type { ContractType, Locale, OfferResponse, RichText, RichTextInline, Salary } from '@dav/contract';

/** Google's employmentType values (developers.google.com/search/docs/appearance/structured-data/job-posting). */
const EMPLOYMENT_TYPE: Record<ContractType, 'FULL_TIME' | 'TEMPORARY' | 'CONTRACTOR' | 'INTERN' | 'OTHER'> = {
  cdi: 'FULL_TIME',
  cdd: 'TEMPORARY',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
  apprenticeship: 'OTHER',
};

const UNIT: Record<Salary['period'], 'YEAR' | 'MONTH' | 'DAY' | 'HOUR'> = {
  year: 'YEAR',
  month: 'MONTH',
  day: 'DAY',
  hour: 'HOUR',
};

type EmploymentType = (typeof EMPLOYMENT_TYPE)[ContractType];

/**
 * The JobPosting we publish: Google's required fields and the recommended ones we always have
 * are mandatory here, so a missing one is a type error rather than a lost rich result. It stays
 * a schema-dts JobPosting (checked by `asSchemaOrg` below).
 */
export interface StrictJobPosting {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  /** HTML, as Google reads it. */
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType: EmploymentType;
  hiringOrganization: { '@type': 'Organization'; name: string; sameAs: string; logo?: string };
  jobLocation: Place[];
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: string }[];
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  directApply: true;
  baseSalary?: MonetaryAmount;
  inLanguage: string;
  url: string;
}

/** Compile-time proof that our stricter type is still a schema.org JobPosting. */
export const asSchemaOrg = (posting: StrictJobPosting): WithContext<JobPosting> => posting;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inlineHtml = (inlines: RichTextInline[]) =>
  inlines
    .map((c) => escapeHtml(c.type === 'link' ? c.children.map((t) => t.text).join('') : c.text))
    .join('');

/** Google reads the description as HTML: the sections as plain, escaped markup (never rendered by us). */
export function richTextToHtml(blocks: RichText): string {
  return blocks
    .map((block) => {
      if (block.type === 'list') {
        const tag = block.ordered ? 'ol' : 'ul';
        return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`;
      }
      if (block.type === 'image' || block.type === 'video') return '';
      if (block.type === 'quote') return `<blockquote>${inlineHtml(block.children)}</blockquote>`;
      const tag = block.type === 'heading' ? `h${block.level}` : 'p';
      return `<${tag}>${inlineHtml(block.children)}</${tag}>`;
    })
    .join('');
}

function baseSalary(offer: OfferResponse): MonetaryAmount | undefined {
  const salary = offer.salary;
  if (!salary) return undefined;
  const range = salary.max && salary.max > salary.min;
  return {
    '@type': 'MonetaryAmount',
    currency: salary.currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(range ? { minValue: salary.min, maxValue: salary.max! } : { value: salary.min }),
      unitText: UNIT[salary.period],
    },
  };
}

interface JobPostingContext {
  /** The offer's absolute URL. */
  url: string;
  locale: Locale;
  organization: { name: string; url: string; logo: string | null };
}

/** The JobPosting of an offer (docs/product.md#job-offers), for search engines. */
export function jobPostingJsonLd(
  offer: OfferResponse,
  { url, locale, organization }: JobPostingContext,
): StrictJobPosting {
  const jobLocation: Place[] = offer.subsidiaries.map((s) => ({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(s.cities[0] ? { addressLocality: s.cities[0] } : {}),
      addressCountry: s.country,
    },
  }));
  const sections = [offer.description, offer.missions, offer.profile, offer.benefits].flat();
  const salary = baseSalary(offer);
  const remote = offer.remotePolicy === 'remote';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.title,
    description: richTextToHtml(sections) || escapeHtml(offer.title),
    datePosted: offer.datePosted,
    ...(offer.validThrough ? { validThrough: offer.validThrough } : {}),
    employmentType: EMPLOYMENT_TYPE[offer.contractType],
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.url,
      ...(organization.logo ? { logo: organization.logo } : {}),
    },
    jobLocation,
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: [...new Set(offer.subsidiaries.map((s) => s.country))].map(
            (country) => ({
              '@type': 'Country' as const,
              name: country,
            }),
          ),
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: offer.id },
    directApply: true,
    ...(salary ? { baseSalary: salary } : {}),
    inLanguage: locale,
    url,
  };
}
