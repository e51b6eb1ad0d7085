import type { Locale, OfferSummary, Salary, Subsidiary } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';

/** "DAV Lyon (Lyon)", "DAV Lyon (Lyon), DAV Montréal (Montréal)": each subsidiary and its first city. */
export function placesLabel(subsidiaries: Subsidiary[]): string {
  return subsidiaries
    .map((s) => (s.cities[0] && s.cities[0] !== s.title ? `${s.title} (${s.cities[0]})` : s.title))
    .join(', ');
}

export const contractLabel = (t: Translate, offer: Pick<OfferSummary, 'contractType'>) =>
  t(`offers.contract.${offer.contractType}`);

export const remoteLabel = (t: Translate, offer: Pick<OfferSummary, 'remotePolicy'>) =>
  t(`offers.remote.${offer.remotePolicy}`);

export const levelLabel = (t: Translate, offer: Pick<OfferSummary, 'experienceLevel'>) =>
  t(`offers.level.${offer.experienceLevel}`);

/** "45 000 € à 55 000 € par an", "À partir de 600 € par jour". */
export function salaryLabel(t: Translate, locale: Locale, salary: Salary): string {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  const period = t(`offers.salary.${salary.period}`);
  const min = money.format(salary.min);
  return salary.max && salary.max > salary.min
    ? t('offers.salary.range', { min, max: money.format(salary.max), period })
    : t('offers.salary.from', { min, period });
}
