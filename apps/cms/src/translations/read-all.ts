import type { PayloadRequest } from 'payload';

/**
 * Runs a read in every language on the request of the save under way (its transaction), then
 * gives the request its language back: the local API sets `req.locale` to the read's `'all'`,
 * and the save would then write its values to no language at all.
 */
export async function inAllLocales<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req;
  try {
    return await read();
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
}
