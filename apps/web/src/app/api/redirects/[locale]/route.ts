import { isLocale } from '@dav/contract';
import { getRedirects } from '@/lib/cms';

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The redirects of one language from the tagged cache (revalidated by the CMS like any content),
 * for the proxy's copy (lib/proxy/redirect-map.ts), which cannot read that cache itself.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return json(404, { errors: { locale: 'Not found' } });
  try {
    return json(200, { items: await getRedirects(locale) });
  } catch (error) {
    console.error(`[redirects] ${locale}: ${(error as Error).message}`);
    return json(503, { errors: { cms: 'unavailable' } });
  }
}
