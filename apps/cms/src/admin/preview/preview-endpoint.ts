import type { Endpoint } from 'payload';
import { isLocale } from '@dav/contract';
import { isPreviewed, isPreviewedGlobal, previewUrl } from './preview-url';

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * `GET /api/preview-url?entity=pages&id=…&locale=en&variant=ay`: the signed preview link of a
 * document's latest draft, for the sidebar's switch to the accessibility host. Read with the staff
 * member's own access: whoever may not read the document gets no link to it.
 */
export const previewUrlEndpoint: Endpoint = {
  path: '/preview-url',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return json(401, { errors: [{ message: 'Unauthorized' }] });
    const query = req.searchParams;
    const entity = query.get('entity');
    const locale = query.get('locale');
    if (!isPreviewed(entity) || !isLocale(locale)) return json(400, { errors: [{ message: 'Bad request' }] });
    const access = { user: req.user, overrideAccess: false, locale, draft: true, depth: 0 } as const;
    let data: object;
    try {
      data = isPreviewedGlobal(entity)
        ? await req.payload.findGlobal({ slug: entity as 'coworking', ...access })
        : await req.payload.findByID({ collection: entity as 'pages', id: query.get('id') ?? '', ...access });
    } catch {
      return json(404, { errors: [{ message: 'Not Found' }] });
    }
    const url = previewUrl({
      entity,
      data: data as Record<string, unknown>,
      locale,
      accessible: query.get('variant') === 'ay',
    });
    return json(200, { url });
  },
};
