import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { GlobalResponseSchema, PageResponseSchema } from '@dav/contract';

const CMS = process.env.CMS_URL ?? 'http://127.0.0.1:3001';

export async function getGlobal(site: string) {
  'use cache';
  cacheLife('max');
  const locale = site.startsWith('en') ? 'en' : 'fr';
  cacheTag('global', `global:${locale}`);
  console.log('fetch global', site);
  const res = await fetch(`${CMS}/wp-json/api/${locale}/global?domain=${site.replace('~', ':')}`);
  if (!res.ok) throw new Error('global ' + res.status);
  return GlobalResponseSchema.parse(await res.json());
}

export async function getPage(locale: string, slug: string) {
  'use cache';
  cacheLife('max');
  cacheTag('page', `page:${locale}:${slug}`);
  console.log('fetch page', locale, slug);
  const res = await fetch(`${CMS}/wp-json/api/${locale}/page/${encodeURIComponent(slug)}`);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error('page ' + res.status);
  return PageResponseSchema.parse(await res.json());
}
