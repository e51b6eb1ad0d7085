import type { LocalBusiness, WithContext } from 'schema-dts';
import type { Locale, SubsidiaryResponse } from '@dav/contract';

/**
 * A subsidiary as schema.org `LocalBusiness` (an Organization with a place; docs/product.md#subsidiaries):
 * name, description, address, coordinates, contact and the group it belongs to; absolute URLs.
 */
export function subsidiaryJsonLd(
  subsidiary: SubsidiaryResponse,
  context: { url: string; origin: string; locale: Locale; parent: { name: string; url: string } },
): WithContext<LocalBusiness> {
  const { address, coordinates, contact } = subsidiary;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: subsidiary.title,
    url: context.url,
    ...(subsidiary.intro ? { description: subsidiary.intro } : {}),
    ...(subsidiary.cover ? { image: new URL(subsidiary.cover.url, context.origin).toString() } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            postalCode: address.postalCode,
            addressLocality: address.city,
            addressCountry: subsidiary.country,
          },
        }
      : {}),
    ...(coordinates
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: coordinates.latitude,
            longitude: coordinates.longitude,
          },
        }
      : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(subsidiary.expertises.length > 0 ? { knowsAbout: subsidiary.expertises.map((e) => e.title) } : {}),
    parentOrganization: { '@type': 'Organization', name: context.parent.name, url: context.parent.url },
  };
}
