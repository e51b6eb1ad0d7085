import { formTags, LOCALES } from '@dav/contract';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { revalidateWeb, type RevalidateTag } from '../../hooks/revalidate-web';

interface FormDoc {
  name?: string | null;
}

/**
 * The definition of that form in every language (its fields and rules are shared by all of
 * them), under its old name too after a rename; other forms keep their cached copies.
 */
export function formEditTags(doc: FormDoc, previousDoc?: FormDoc): RevalidateTag[] {
  const names = new Set([doc.name, previousDoc?.name].filter((name): name is string => !!name));
  // `forms:{locale}:{name}` only: the family tag `forms` would drop every form.
  return [...names].flatMap((name) => LOCALES.map((locale) => formTags(locale, name)[1]!));
}

export const revalidateFormAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  revalidateWeb(req, formEditTags(doc as FormDoc, previousDoc as FormDoc | undefined));
  return doc;
};

export const revalidateFormAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateWeb(req, formEditTags(doc as FormDoc));
  return doc;
};
