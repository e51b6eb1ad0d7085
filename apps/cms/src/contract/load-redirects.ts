import type { Locale, Redirect } from '@dav/contract';
import { normalizeRedirectSource } from '@dav/rules';
import type { Payload } from 'payload';

/** Every redirect of a language (docs/product.md#redirects), sources normalised, sorted by source. */
export async function loadRedirects(payload: Payload, locale: Locale): Promise<Redirect[]> {
  const result = await payload.find({
    collection: 'redirects',
    where: { languages: { in: [locale] } },
    pagination: false,
    depth: 0,
    sort: 'from',
    select: { from: true, to: true, status: true },
  });
  return result.docs.flatMap((doc) => {
    const from = normalizeRedirectSource(doc.from);
    return from ? [{ from, to: doc.to, status: doc.status === '302' ? 302 : 301 }] : [];
  });
}
