import type { Locale } from '@dav/contract';

/** How the site writes dates: "12 novembre 2026", in the group's time zone. */
export function formatDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(iso),
  );
}
