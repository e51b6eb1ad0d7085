import type { Locale } from '@dav/contract';

/**
 * An amount in euros in the page's language (`25 €`, `€25`, `1.320,50 €`): cents only when there
 * are some. Pure, so the server (rates) and the modal (estimate) format alike.
 */
export function formatEuros(amount: number, locale: Locale): string {
  const cents = !Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
