import { APIError, type PayloadRequest } from 'payload';
import type { Locale } from '@dav/contract';
import { CAPTIONS_MIME_TYPE } from '@dav/contract';
import { adminLanguageOf } from '../i18n/languages';
import { LANGUAGE_NAMES, TRANSLATION_TEXTS } from '../i18n/texts/translations';
import { inAllLocales } from './read-all';

/** Set in a request's context to save without the check (the start-up backfill: nothing is published anew). */
export const SKIP_PICTURE_CHECK = 'skipPictureCheck';

export interface PictureWithoutAlt {
  name: string;
  locales: Locale[];
}

type Localized = Partial<Record<Locale, string | null>> | string | null | undefined;

const altIn = (alt: Localized, locale: Locale) => (typeof alt === 'object' && alt ? alt[locale] : alt) ?? '';

/**
 * The pictures among `needed` (media id → languages it is shown in) that have no alternative
 * text in one of those languages and are not marked decorative. Captions files describe nothing.
 */
export async function picturesWithoutAlt(
  req: PayloadRequest,
  needed: Map<string, Set<Locale>>,
): Promise<PictureWithoutAlt[]> {
  if (needed.size === 0) return [];
  const { docs } = await inAllLocales(req, () =>
    req.payload.find({
      collection: 'media',
      where: { id: { in: [...needed.keys()] } },
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
  );
  return docs.flatMap((doc) => {
    if (doc.decorative || doc.mimeType === CAPTIONS_MIME_TYPE) return [];
    const alt = doc.alt as Localized;
    const locales = [...(needed.get(String(doc.id)) ?? [])].filter((l) => altIn(alt, l).trim() === '');
    return locales.length ? [{ name: doc.filename ?? String(doc.id), locales }] : [];
  });
}

/** The error's name, also its log level's key in payload.config.ts (`loggingLevels`). */
export const PICTURES_WITHOUT_ALT = 'PicturesWithoutAlt';

/** Publishing refused: which pictures lack their alternative text, and in which languages, in the admin's language. */
export class PicturesWithoutAlt extends APIError {
  constructor(req: PayloadRequest, pictures: PictureWithoutAlt[]) {
    const lang = adminLanguageOf(req.i18n?.language);
    const list = pictures
      .map((p) => `${p.name} (${p.locales.map((l) => LANGUAGE_NAMES[l][lang]).join(' / ')})`)
      .join(', ');
    super(`${TRANSLATION_TEXTS.altRefused[lang]} ${list}`, 400, null, true);
    // Set by hand: a minified server build may rename the class.
    this.name = PICTURES_WITHOUT_ALT;
  }
}
