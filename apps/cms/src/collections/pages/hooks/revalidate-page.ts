import { LOCALES, pageTag } from '@dav/contract';
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload';
import {
  changesPublic,
  revalidateWeb,
  SKIP_REVALIDATE,
  type RevalidateTag,
} from '../../../hooks/revalidate-web';

type Slugs = Partial<Record<string, string | null>>;
interface PageDoc {
  id: number | string;
  slug?: string | Slugs | null;
  title?: string | null;
  template?: string | null;
  _status?: string | null;
}

/**
 * What an edit of one page changes on the website, and nothing more (docs/architecture.md#revalidation):
 * - that page in every language (each language's response lists the others' slugs for hreflang),
 *   under its old slug too when it was renamed, so the old address stops answering;
 * - the global data, only when the page's slug, title, template or status changed: menus link
 *   to published pages by slug and template, and show their title.
 * Other pages keep their cached copies.
 */
export async function pageEditTags(
  req: PayloadRequest,
  doc: PageDoc,
  previousDoc: PageDoc | undefined,
): Promise<RevalidateTag[]> {
  // Read before the lookup below: a local API call given `req` sets `req.locale` to its own.
  const edited = LOCALES.find((locale) => locale === req.locale);
  const locale = req.locale;
  const all = (await req.payload.findByID({
    collection: 'pages',
    id: doc.id,
    locale: 'all',
    depth: 0,
    req,
    overrideAccess: true,
  })) as unknown as { slug?: Slugs };
  req.locale = locale;
  const tags: RevalidateTag[] = [];
  for (const locale of LOCALES) {
    const slug = all.slug?.[locale];
    if (slug) tags.push(pageTag(locale, slug));
  }
  const before = previousDoc?.slug;
  if (edited && typeof before === 'string' && before !== doc.slug) tags.push(pageTag(edited, before));
  const linked =
    !previousDoc ||
    (['slug', 'title', 'template', '_status'] as const).some((key) => previousDoc[key] !== doc[key]);
  if (linked) tags.push('global');
  return tags;
}

export const revalidatePageAfterChange: CollectionAfterChangeHook = async ({
  collection,
  context,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (req.context?.[SKIP_REVALIDATE] || !changesPublic(context, collection.slug, doc, operation)) return doc;
  revalidateWeb(req, await pageEditTags(req, doc as PageDoc, previousDoc as PageDoc | undefined));
  return doc;
};
