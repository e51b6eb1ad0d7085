import { isSlug, type FormDefinitionInput, type FormOption, type Locale } from '@dav/contract';
import type { Payload } from 'payload';
import { COLLECTION_OPTIONS, mapForm, type CollectionOptions, type OptionSource } from './map-form';

async function optionsOf(payload: Payload, source: OptionSource, locale: Locale): Promise<FormOption[]> {
  const { docs } = await payload.find({
    collection: COLLECTION_OPTIONS[source],
    locale,
    depth: 0,
    pagination: false,
    sort: 'title',
    // A subsidiary still a draft is not offered yet.
    ...(source === 'subsidiary' ? { where: { _status: { equals: 'published' } } } : {}),
    select: { title: true, slug: true },
  });
  return docs.map((doc) => ({ label: doc.title, value: doc.slug }));
}

/** The form definition named `name` in `locale`, or null when there is none. */
export async function loadForm(
  payload: Payload,
  locale: Locale,
  name: string,
): Promise<FormDefinitionInput | null> {
  if (!isSlug(name)) return null;
  const { docs } = await payload.find({
    collection: 'forms',
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    where: { name: { equals: name } },
  });
  const form = docs[0];
  if (!form) return null;
  const wanted = new Set(
    (form.fields ?? []).flatMap((field) =>
      field.type === 'select' && Object.hasOwn(COLLECTION_OPTIONS, field.name)
        ? [field.name as OptionSource]
        : [],
    ),
  );
  const options: CollectionOptions = {};
  for (const source of wanted) options[source] = await optionsOf(payload, source, locale);
  return mapForm(form, locale, options);
}
