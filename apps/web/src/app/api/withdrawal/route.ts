import type { NextRequest } from 'next/server';
import { withdrawalPath } from '@dav/contract';
import { isTokenShaped, nextQuery, WITHDRAWAL_PATH } from '@/features/withdrawal/withdrawal-state';
import { FORWARDED_FOR } from '@/lib/proxy/forwarded-for';
import { postAsVisitor } from '@/lib/proxy/post-as-visitor';
import { siteKeyForHostHeader } from '@/lib/site/resolve-site-key';
import { siteContext } from '@/lib/site/site-context';

/**
 * The withdrawal screen's form (docs/product.md#candidates-data): posts the token to the CMS, as
 * the visitor (their address, this site as Origin), then shows the outcome on the screen (303).
 * A post from another site is refused: its Origin must be this site's.
 */
export async function POST(request: NextRequest): Promise<Response> {
  // Outside `[site]` (the proxy leaves /api alone): the site comes from the Host, as the proxy's.
  const site = siteContext(siteKeyForHostHeader(request.headers.get('host')));
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== site.origin) return new Response('Forbidden', { status: 403 });
  const form = await request.formData().catch(() => null);
  const token = form?.get('token');
  const back = (query: string) =>
    new Response(null, { status: 303, headers: { location: `${WITHDRAWAL_PATH}${query}` } });
  if (!isTokenShaped(token)) return back('?etat=invalide');

  const body = new FormData();
  body.append('token', token);
  let status: number | null = null;
  try {
    const answer = await postAsVisitor(
      withdrawalPath(site.locale),
      body,
      { origin: site.origin, forwardedFor: request.headers.get(FORWARDED_FOR) },
      10_000,
    );
    status = answer.status;
  } catch {
    status = null;
  }
  return back(nextQuery(status, token));
}
