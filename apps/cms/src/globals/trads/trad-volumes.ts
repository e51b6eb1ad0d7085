/**
 * The translations are split over several globals ("volumes"), one per area of the site.
 * PostgreSQL passes every localized column of a global to one json_build_array call when Payload
 * reads it, and a function takes at most 100 arguments: one global holding every key of the site
 * would fail to load there. Each key group (the part before the first dot) belongs to one volume;
 * `npm run trads:sync` refuses a group no volume names, and a test keeps each volume under the cap.
 */
export const TRAD_VOLUMES = [
  {
    slug: 'trads',
    label: 'Translations: site',
    groups: [
      'site',
      'shell',
      'header',
      'burger',
      'social',
      'link',
      'footer',
      'breadcrumbs',
      'scrollTop',
      'error',
      'lang',
      'loader',
      // The offline page the service worker keeps (docs/product.md#offline).
      'offline',
      // The draft banner and the refused preview link (docs/product.md#preview).
      'preview',
    ],
  },
  {
    slug: 'trads-forms',
    label: 'Translations: forms',
    groups: ['form', 'contact', 'requestSent', 'spontaneous', 'skills', 'withdrawal'],
  },
  { slug: 'trads-coworking', label: 'Translations: coworking', groups: ['coworking', 'day'] },
  { slug: 'trads-offers', label: 'Translations: job offers', groups: ['offers', 'position'] },
  {
    slug: 'trads-content',
    label: 'Translations: blog and group',
    groups: ['blog', 'knowMore', 'home', 'media'],
  },
  { slug: 'trads-subsidiaries', label: 'Translations: subsidiaries', groups: ['subsidiaries'] },
  // The whistleblowing report's follow-up page (docs/product.md#whistleblowing-follow-up).
  { slug: 'trads-follow-up', label: 'Translations: report follow-up', groups: ['followUp'] },
  // The mascot's chat on the home page (docs/product.md#the-assistant).
  { slug: 'trads-assistant', label: 'Translations: assistant', groups: ['assistant'] },
] as const;

export type TradVolumeSlug = (typeof TRAD_VOLUMES)[number]['slug'];

/** Localized fields one volume may hold: 100 arguments, less `_locale` and room to spare. */
export const MAX_KEYS_PER_VOLUME = 90;

/** The volume of a key group, or null when none names it. */
export function volumeOfGroup(group: string): TradVolumeSlug | null {
  return TRAD_VOLUMES.find((volume) => (volume.groups as readonly string[]).includes(group))?.slug ?? null;
}
