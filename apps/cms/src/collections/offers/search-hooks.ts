import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
} from 'payload';
import { isLocale } from '@dav/contract';
import { foldForFullText } from '@dav/rules/search';
import { richTextPlainText } from '../../fields/map-rich-text';
import { changesPublic, revalidateWeb } from '../../hooks/revalidate-web';
import { afterCommit } from '../../lib/after-commit';
import { offerSearch } from '../../search/engine';

/**
 * The texts the search reads, in the language being saved (docs/architecture.md#job-offers): the
 * title, then missions and profile, as foldForFullText gives them (feminine forms folded), which
 * both engines index. A save in one language leaves the others' texts as they were.
 */
export const storeSearchText: CollectionBeforeChangeHook = ({ data, req }) => {
  const locale = req.locale;
  if (!isLocale(locale)) return data;
  if (typeof data.title === 'string') data.searchTitle = foldForFullText(locale, data.title);
  if ('missions' in data || 'profile' in data) {
    const body = [richTextPlainText(data.missions), richTextPlainText(data.profile)].join('\n');
    data.searchBody = foldForFullText(locale, body);
  }
  return data;
};

/** After the commit: the search sees the change, and the website drops its offer pages. */
function inStep(req: Parameters<CollectionAfterChangeHook>[0]['req'], id: number | string) {
  void afterCommit(req, () => offerSearch(req.payload).invalidate(String(id)));
  revalidateWeb(req, ['offers']);
}

/** A draft save leaves the published offer, what the search and the site show, as it was. */
export const keepSearchInStep: CollectionAfterChangeHook = ({ collection, context, doc, operation, req }) => {
  if (changesPublic(context, collection.slug, doc, operation)) inStep(req, doc.id);
  return doc;
};

export const keepSearchInStepAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  inStep(req, doc.id);
  return doc;
};
