import { isLocale, PageResponseSchema } from '@dav/contract';
import { loadPage } from '@/contract/load-page';
import { contractJson, errorJson, withContractErrors } from '@/contract/respond';
import { getPayloadClient } from '@/lib/payload';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; slug: string }> };

/** GET /wp-json/api/{locale}/page/{slug}: `home` is the home page. */
export function GET(_request: Request, { params }: Context): Promise<Response> {
  return withContractErrors('page', async () => {
    const { locale, slug } = await params;
    if (!isLocale(locale)) return errorJson(404, { slug: 'Not found', locale: 'Not found' });
    const page = await loadPage(await getPayloadClient(), locale, slug);
    if (!page) return errorJson(404, { slug: 'Not found' });
    return contractJson(PageResponseSchema, page);
  });
}
