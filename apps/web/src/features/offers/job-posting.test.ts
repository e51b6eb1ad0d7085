import { describe, expect, it } from 'vitest';
import type { OfferResponse } from '@dav/contract';
import { jsonLdScriptContent } from '../../components/seo/json-ld';
import { jobPostingJsonLd, richTextToHtml } from './job-posting';

const subsidiary = {
  id: '1',
  slug: 'dav-montreal',
  title: 'DAV Montréal',
  region: 'north-america' as const,
  country: 'CA' as const,
  cities: ['Montréal', 'Québec'],
};

const offer: OfferResponse = {
  id: '42',
  slug: 'analyste-cybersecurite',
  title: 'Analyste en cybersécurité',
  expertise: { id: '3', slug: 'cybersecurity', title: 'Cybersécurité' },
  subsidiaries: [subsidiary],
  contractType: 'cdi',
  remotePolicy: 'hybrid',
  experienceLevel: 'confirmed',
  datePosted: '2026-11-01T09:00:00.000Z',
  validThrough: null,
  description: [
    { type: 'paragraph', children: [{ type: 'text', text: 'Protéger <nos> clients & "partenaires".' }] },
  ],
  missions: [{ type: 'list', ordered: false, items: [[{ type: 'text', text: 'Surveiller' }]] }],
  profile: [],
  benefits: [],
  salary: null,
  managers: [],
  technologies: [],
  related: [],
  knowMore: null,
  seo: { title: null, description: null, image: null },
  translations: [],
  updatedAt: '2026-11-02T09:00:00.000Z',
};

const context = {
  url: 'https://fr.example/nos-offres/analyste-cybersecurite',
  locale: 'fr' as const,
  organization: { name: 'DAV', url: 'https://fr.example', logo: null },
};

describe('jobPostingJsonLd', () => {
  it('gives Google its required fields', () => {
    const data = jobPostingJsonLd(offer, context);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Analyste en cybersécurité',
      datePosted: '2026-11-01T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'DAV', sameAs: 'https://fr.example' },
      jobLocation: [{ '@type': 'Place', address: { addressLocality: 'Montréal', addressCountry: 'CA' } }],
      identifier: { '@type': 'PropertyValue', name: 'DAV', value: '42' },
      directApply: true,
      url: context.url,
    });
    // Absent rather than null when the offer has none.
    expect(data).not.toHaveProperty('validThrough');
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('maps each contract type, a salary range, a closing date and full remote', () => {
    const types = {
      cdi: 'FULL_TIME',
      cdd: 'TEMPORARY',
      freelance: 'CONTRACTOR',
      internship: 'INTERN',
      apprenticeship: 'OTHER',
    };
    for (const [contractType, expected] of Object.entries(types)) {
      expect(
        jobPostingJsonLd({ ...offer, contractType: contractType as 'cdi' }, context).employmentType,
      ).toBe(expected);
    }
    const data = jobPostingJsonLd(
      {
        ...offer,
        remotePolicy: 'remote',
        validThrough: '2027-01-31T23:00:00.000Z',
        salary: { min: 70000, max: 85000, currency: 'CAD', period: 'year' },
      },
      context,
    );
    expect(data.validThrough).toBe('2027-01-31T23:00:00.000Z');
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'CAD',
      value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 85000, unitText: 'YEAR' },
    });
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'CA' }]);
    const single = jobPostingJsonLd(
      { ...offer, salary: { min: 600, max: null, currency: 'EUR', period: 'day' } },
      context,
    );
    expect(single.baseSalary).toMatchObject({ value: { value: 600, unitText: 'DAY' } });
  });

  it('writes the sections as escaped HTML for the description', () => {
    expect(jobPostingJsonLd(offer, context).description).toBe(
      '<p>Protéger &lt;nos&gt; clients &amp; &quot;partenaires&quot;.</p><ul><li>Surveiller</li></ul>',
    );
    expect(
      richTextToHtml([
        {
          type: 'heading',
          level: 4,
          children: [{ type: 'link', url: '/x', newTab: false, children: [{ type: 'text', text: 'a<b' }] }],
        },
      ]),
    ).toBe('<h4>a&lt;b</h4>');
  });
});

describe('jsonLdScriptContent', () => {
  it('cannot close its script tag, and parses back to the same data', () => {
    const title = '</script><script>alert(1)</script> & \u2028';
    const content = jsonLdScriptContent(jobPostingJsonLd({ ...offer, title }, context));
    expect(content).not.toMatch(/<\/script/i);
    expect(content).not.toMatch(/[<>&\u2028]/);
    expect((JSON.parse(content) as { title: string }).title).toBe(title);
  });
});
