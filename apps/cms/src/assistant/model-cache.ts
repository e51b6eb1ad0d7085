import type { Locale } from '@dav/contract';

/*
 * One model per language, built on the first question in that language and kept in this process
 * until something it is built from changes (invalidate.ts). A build under way when the models are
 * dropped still answers the questions waiting for it, but is no longer the cached one.
 */

const models = new Map<Locale, Promise<unknown>>();

export function forgetAssistantModels(): void {
  models.clear();
}

/** The cached model of `locale`, or the one `build` makes (a failed build is not kept). */
export function cachedModel<T>(locale: Locale, build: () => Promise<T>): Promise<T> {
  const cached = models.get(locale);
  if (cached) return cached as Promise<T>;
  const building = build();
  models.set(locale, building);
  building.catch(() => {
    if (models.get(locale) === building) models.delete(locale);
  });
  return building;
}
