import { LOCALES, isLocale, type Locale } from '@dav/contract';
import type {
  CollectionBeforeChangeHook,
  Field,
  GlobalBeforeChangeHook,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload';
import { inAllLocales } from './read-all';
import { PicturesWithoutAlt, picturesWithoutAlt, SKIP_PICTURE_CHECK } from './pictures';
import { statusesOf, type EditedAt, type LanguageState, type Statuses } from './status';
import { statusField } from './status-field';
import { localizedPart, missingFields, pickLocale, pictureIds, sharedPart, stableJson } from './walk';

type Data = Record<string, unknown>;
type Views = Record<Locale, Data>;

const viewsOf = (fields: Field[], all: Data): Views =>
  Object.fromEntries(LOCALES.map((l) => [l, pickLocale(fields, all, l)])) as Views;

/** The stored document in every language, its latest draft if it has one. */
export async function readAllLocales(
  req: PayloadRequest,
  collection: string,
  id: number | string,
): Promise<Data> {
  const doc = await inAllLocales(req, () =>
    req.payload.findByID({
      collection: collection as 'pages',
      id,
      locale: 'all',
      draft: true,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    }),
  );
  return (doc ?? {}) as Data;
}

/** A document's statuses from its views in each language and when each was last edited. */
export function statusesOfViews(fields: Field[], views: Views, editedAt: EditedAt): Statuses {
  const state = Object.fromEntries(
    LOCALES.map((l) => [
      l,
      {
        missing: missingFields(fields, views[l]).length > 0,
        empty: stableJson(localizedPart(fields, views[l])) === 'null',
      },
    ]),
  ) as Record<Locale, LanguageState>;
  return statusesOf(state, editedAt);
}

/** Refuses to publish when a picture shown in one of `locales` lacks its alternative text there. */
async function checkPictures(req: PayloadRequest, fields: Field[], views: Views, locales: Locale[]) {
  if (req.context?.[SKIP_PICTURE_CHECK]) return;
  const needed = new Map<string, Set<Locale>>();
  for (const locale of locales)
    for (const id of pictureIds(fields, views[locale]))
      needed.set(id, (needed.get(id) ?? new Set()).add(locale));
  const lacking = await picturesWithoutAlt(req, needed);
  if (lacking.length) throw new PicturesWithoutAlt(req, lacking);
}

/**
 * Set in a request's context to save without working statuses out (the seed: its documents get
 * theirs from the start-up backfill, backfill.ts, once each rather than at each of their saves).
 */
export const SKIP_TRANSLATION_STATUS = 'skipTranslationStatus';

const isPublishing = (drafts: boolean, data: Data, original: Data | undefined) =>
  !drafts || (data._status ?? original?._status) === 'published';

/**
 * Keeps `translations` (fields.ts) in step on every save, drafts and autosaves included: the
 * language being saved is compared with what was stored in it (a change stamps its edit time),
 * then each language gets its status. Publishing also needs every picture the document shows
 * in the languages it has to carry its alternative text there (or be decorative); a draft may
 * lack it.
 */
export const keepTranslationStatus: CollectionBeforeChangeHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  const locale = req.locale;
  if (!isLocale(locale) || req.context?.[SKIP_TRANSLATION_STATUS]) return data;
  const fields = collection.fields;
  const id = (originalDoc as Data | undefined)?.id;
  const stored =
    operation === 'update' && id != null ? await readAllLocales(req, collection.slug, id as number) : {};
  const views = viewsOf(fields, stored);
  const current = { ...views[locale], ...data };
  const changed =
    operation === 'create' ||
    stableJson(localizedPart(fields, views[locale])) !== stableJson(localizedPart(fields, current));
  const prior = ((stored.translations as Data | undefined)?.editedAt ?? {}) as EditedAt;
  const editedAt: EditedAt = Object.fromEntries(LOCALES.map((l) => [l, prior[l] ?? null]));
  if (changed) editedAt[locale] = new Date().toISOString();
  // What every language shares (a picture marked decorative) is saved for all of them.
  const shared = sharedPart(fields, data);
  for (const l of LOCALES) views[l] = l === locale ? current : { ...views[l], ...shared };
  const statuses = statusesOfViews(fields, views, editedAt);
  // A media item's own poster and captions are not pictures of a page.
  if (
    collection.slug !== 'media' &&
    isPublishing(hasDrafts(collection), data, originalDoc as Data | undefined)
  )
    await checkPictures(
      req,
      fields,
      views,
      LOCALES.filter((l) => statuses[l] !== 'missing'),
    );
  const kept = Object.fromEntries(LOCALES.map((l) => [statusField(l), statuses[l]]));
  return { ...data, translations: { ...kept, editedAt } };
};

const hasDrafts = (config: {
  versions?: SanitizedCollectionConfig['versions'] | { drafts?: unknown } | boolean;
}) => Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts);

/** Globals are shown in every language: publishing one checks its pictures in all four. */
export const checkGlobalPictures: GlobalBeforeChangeHook = async ({ data, global, originalDoc, req }) => {
  if (!isPublishing(hasDrafts(global), data, originalDoc as Data | undefined)) return data;
  const locale = req.locale;
  const stored = (await inAllLocales(req, () =>
    req.payload.findGlobal({
      slug: global.slug as 'coworking',
      locale: 'all',
      draft: true,
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )) as unknown as Data;
  const views = viewsOf(global.fields, stored);
  const shared = sharedPart(global.fields, data);
  for (const l of LOCALES) views[l] = l === locale ? { ...views[l], ...data } : { ...views[l], ...shared };
  await checkPictures(req, global.fields, views, [...LOCALES]);
  return data;
};
