import type { Cms } from './boot';

/** Calls a route handler as Next would, with a Request and its params. */
export function callGlobal(
  cms: Cms,
  locale: string,
  init: { host?: string; query?: string; headers?: Record<string, string> } = {},
) {
  const host = init.host ?? 'fr.localhost:3000';
  const request = new Request(`http://${host}/wp-json/api/${locale}/global${init.query ?? ''}`, {
    headers: { host, ...init.headers },
  });
  return cms.routes.global(request, { params: Promise.resolve({ locale }) });
}

export function callPage(cms: Cms, locale: string, slug: string) {
  const request = new Request(
    `http://fr.localhost:3000/wp-json/api/${locale}/page/${encodeURIComponent(slug)}`,
  );
  return cms.routes.page(request, { params: Promise.resolve({ locale, slug }) });
}

export function callForm(cms: Cms, locale: string, name: string) {
  const request = new Request(
    `http://fr.localhost:3000/wp-json/api/${locale}/forms/${encodeURIComponent(name)}`,
  );
  return cms.routes.form(request, { params: Promise.resolve({ locale, name }) });
}

export function callCoworking(cms: Cms, locale: string) {
  const request = new Request(`http://fr.localhost:3000/wp-json/api/${locale}/coworking`);
  return cms.routes.coworking(request, { params: Promise.resolve({ locale }) });
}

/** GET /wp-json/api/{locale}/offers with a raw query string (`q=data&page=2`). */
export function callOffers(cms: Cms, locale: string, query = '') {
  const request = new Request(
    `http://fr.localhost:3000/wp-json/api/${locale}/offers${query ? `?${query}` : ''}`,
  );
  return cms.routes.offers(request, { params: Promise.resolve({ locale }) });
}

export function callOffer(cms: Cms, locale: string, slug: string) {
  const request = new Request(
    `http://fr.localhost:3000/wp-json/api/${locale}/offers/${encodeURIComponent(slug)}`,
  );
  return cms.routes.offer(request, { params: Promise.resolve({ locale, slug }) });
}

export function callList(cms: Cms, locale: string, list: 'expertises' | 'subsidiaries') {
  const request = new Request(`http://fr.localhost:3000/wp-json/api/${locale}/${list}`);
  return cms.routes[list](request, { params: Promise.resolve({ locale }) });
}

export async function json(response: Response): Promise<unknown> {
  expectJson(response);
  return response.json();
}

function expectJson(response: Response) {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) throw new Error(`Expected JSON, got ${type}`);
}
