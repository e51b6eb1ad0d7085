import type { CollectionConfig, GlobalConfig } from 'payload';
import { noteDraftSave, noteGlobalDraftSave } from '../hooks/revalidate-web';

/*
 * Drafts with autosave (docs/product.md#drafts-and-publishing): an edit is saved as the editor
 * types, as a draft the public never sees, until they publish it; Payload keeps the versions and
 * shows what changed between two of them. The site's live preview follows the autosaves, so they
 * come as often as Payload's website template has them (375 ms after the last keystroke).
 */

export const AUTOSAVE_INTERVAL_MS = 375;

/**
 * Versions kept per document. Autosaves while typing update one version in place, so these are
 * saves, publications and unpublications: weeks of editing of a page.
 */
export const VERSIONS_KEPT = 50;

/** `versions` and the hook that tells a draft save from a public change (revalidate-web.ts). */
export const collectionDrafts = {
  versions: { drafts: { autosave: { interval: AUTOSAVE_INTERVAL_MS } }, maxPerDoc: VERSIONS_KEPT },
  beforeOperation: [noteDraftSave],
} satisfies Pick<CollectionConfig, 'versions'> &
  Pick<NonNullable<CollectionConfig['hooks']>, 'beforeOperation'>;

export const globalDrafts = {
  versions: { drafts: { autosave: { interval: AUTOSAVE_INTERVAL_MS } }, max: VERSIONS_KEPT },
  beforeOperation: [noteGlobalDraftSave],
} satisfies Pick<GlobalConfig, 'versions'> & Pick<NonNullable<GlobalConfig['hooks']>, 'beforeOperation'>;
