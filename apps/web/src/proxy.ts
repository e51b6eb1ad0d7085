import { NextResponse, type NextRequest } from 'next/server';
import { findRedirect, isWhistleblowingPath, redirectCacheControl, scriptVariant } from '@dav/rules';
import { isUnroutablePath, UNROUTABLE_PATH } from './features/cms-page/page-route';
import { SERVICE_WORKER_PATH } from './features/offline/service-worker-path';
import { FORM_ANSWER_HEADER, verifiedAnswerId } from './features/form-answer/answer-header';
import { FORM_ANSWER_PATH } from './features/form-answer/answer-path';
import { FORM_POST_PATH } from './features/forms/form-post';
import { WITHDRAWAL_CONFIRM_PATH } from './features/withdrawal/withdrawal-state';
import { contentSecurityPolicy } from './lib/csp/content-security-policy';
import { tagManagerContainer } from './lib/csp/tag-manager-container';
import {
  cmsPublicOrigins,
  cspNoncePlaceholder,
  isDevServer,
  ownPort,
  revalidateSecret,
  trustedProxyHops,
} from './lib/env';
import { draftSession, type DraftSession } from './features/preview/preview-session';
import { draftRequestHeaders, endDraftSession, inDraftSession } from './features/preview/draft-proxy';
import { FORWARDED_FOR } from './lib/proxy/forwarded-for';
import { redirectsFromSite } from './lib/proxy/redirect-map';
import { siteKeyForHostHeader } from './lib/site/resolve-site-key';
import { siteContext, type SiteContext } from './lib/site/site-context';

const CONTRACT_PREFIX = '/wp-json/';

/**
 * A request to the contract goes on to app/wp-json as it is, less the X-Forwarded-For the visitor
 * may have written when nothing in front of us is trusted to: Next's server then sets it to the
 * socket's address, which is what the route handler forwards (lib/proxy/forwarded-for.ts).
 */
function toContract(request: NextRequest) {
  const headers = withoutVisitorForwarding(request);
  return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next();
}

/** The request's headers less the addresses the visitor may have written; null when they are trusted. */
function withoutVisitorForwarding(request: NextRequest): Headers | null {
  if (trustedProxyHops() > 0) return null;
  const headers = new Headers(request.headers);
  headers.delete(FORWARDED_FOR);
  headers.delete('x-real-ip');
  return headers;
}

/**
 * The form answer screen's header (features/form-answer) is only ever the site's own, signed: a
 * visitor's is dropped, so the screen they ask for is not found.
 */
function withoutForgedAnswer(request: NextRequest) {
  const given = request.headers.get(FORM_ANSWER_HEADER);
  if (given === null || verifiedAnswerId(given, revalidateSecret()) !== null) return undefined;
  const headers = new Headers(request.headers);
  headers.delete(FORM_ANSWER_HEADER);
  return { request: { headers } };
}

/** The redirects editors manage (docs/product.md#redirects), read from this same server. */
const redirects = redirectsFromSite(`http://127.0.0.1:${ownPort()}`);

/** What goes on to the app's own route handlers as it is: the contract, and the two form posts. */
const isForTheContract = (pathname: string) =>
  // The withdrawal form's handler also forwards the visitor's address to the CMS.
  pathname.startsWith(CONTRACT_PREFIX) || pathname === WITHDRAWAL_CONFIRM_PATH || pathname === FORM_POST_PATH;

/** The redirect an editor set for this address, if any: before any route, page or not. */
async function editorRedirect(request: NextRequest, site: SiteContext): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { pathname, search } = request.nextUrl;
  const redirect = findRedirect(await redirects.get(site.locale), pathname, search);
  if (!redirect) return null;
  const response = NextResponse.redirect(new URL(redirect.location, site.origin), redirect.status);
  response.headers.set('Cache-Control', redirectCacheControl(redirect.status));
  return response;
}

/**
 * The request rewritten to the internal `[site]` segment of its host (`key`), so pages derive
 * locale and URLs from their params and stay cacheable. A path that already names a site is
 * served under the visitor's own site, so it 404s. `/sw.js` is not a page's slug, but
 * app/[site]/sw.js answers it for the host. The form answer screen is only ever the site's own
 * request (its signed header): to anyone else, not found. Draft mode: the preview link's own path
 * on this host, as long as the link lasts (docs/architecture.md#drafts-and-preview).
 */
function rewriteToSite(request: NextRequest, key: string, site: SiteContext) {
  const { pathname } = request.nextUrl;
  const url = request.nextUrl.clone();
  const forged = withoutForgedAnswer(request);
  const answering = !forged && request.headers.has(FORM_ANSWER_HEADER);
  const session = draftSession(request.cookies, site.code, revalidateSecret(), pathname);
  const routable =
    (url.pathname === SERVICE_WORKER_PATH || !isUnroutablePath(url.pathname)) &&
    (answering || scriptVariant(url.pathname).path !== FORM_ANSWER_PATH);
  const path = routable ? url.pathname : UNROUTABLE_PATH;
  url.pathname = `/${encodeURIComponent(key)}${path === '/' ? '' : path}`;
  const draftHeaders = draftRequestHeaders(session, forged?.request.headers ?? request.headers, pathname);
  const response = NextResponse.rewrite(url, draftHeaders ? { request: { headers: draftHeaders } } : forged);
  if (session === 'ended') endDraftSession(response);
  return { response, session };
}

/**
 * next.config.ts's static policy, opened to the tag manager when the CMS names a container
 * (docs/architecture.md#content-security-policy): it replaces the static header on pages. Behind
 * nginx, inline scripts are allowed by the nonce nginx substitutes (#headers-and-the-nonce). The
 * whistleblowing screens never load it (docs/product.md#shell-consent-and-page-views): closed.
 * Only a draft session is shown in the admin's live preview frame: its document, and the public
 * pages its links lead to.
 */
async function setContentSecurityPolicy(response: NextResponse, pathname: string, session: DraftSession) {
  const tagManager = !isWhistleblowingPath(pathname) && (await tagManagerContainer()) !== null;
  response.headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      dev: isDevServer(),
      tagManager,
      noncePlaceholder: cspNoncePlaceholder(),
      frameAncestors: session === 'valid' || session === 'elsewhere' ? cmsPublicOrigins() : [],
    }),
  );
}

/**
 * Every request, in order (docs/architecture.md#locale-and-domains): the contract's and the form
 * posts go on as they are; else host → site, an editor's redirect, the rewrite to the site's
 * pages (draft session included), its Content-Security-Policy.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isForTheContract(pathname)) return toContract(request);
  const key = siteKeyForHostHeader(request.headers.get('host'));
  const site = siteContext(key);
  const redirect = await editorRedirect(request, site);
  if (redirect) return redirect;
  const { response, session } = rewriteToSite(request, key, site);
  await setContentSecurityPolicy(response, pathname, session);
  if (session === 'valid') inDraftSession(response);
  return response;
}

export const config = {
  // Not pages: Next's own files, route handlers, the media rewrite, public/assets. /wp-json and
  // /api/withdrawal are matched for their X-Forwarded-For only.
  matcher: ['/((?!_next/|api/|assets/|favicon\\.ico$).*)', '/api/withdrawal', '/api/forms'],
};
