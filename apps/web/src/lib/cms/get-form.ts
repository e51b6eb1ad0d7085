import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { FormDefinitionSchema, type FormDefinition, type Locale, formTags } from '@dav/contract';
import { cmsRead } from './cms-read';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE } from './cache-tags';

/** A CMS form definition in that language (`contact`, `coworking`…); null when it does not exist. */
export async function getForm(locale: Locale, name: string): Promise<FormDefinition | null> {
  'use cache';
  cacheTag(...formTags(locale, name));
  const read = await cmsRead(
    `/wp-json/api/${locale}/forms/${encodeURIComponent(name)}`,
    FormDefinitionSchema,
  );
  if (read.kind === 'not-found') {
    cacheLife(CMS_CACHE_LIFE);
    return null;
  }
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data;
}
