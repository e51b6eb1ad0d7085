import { request as httpRequest } from 'node:http';
import { sitemapSchemaErrors } from '../sitemap-schema/validate-sitemap';
import { ABOUT, expect, siteUrl, test } from '../fixtures';

const MAIN = ['fr', 'en', 'es', 'de'] as const;

interface Listed {
  loc: string;
  alternates: Map<string, string>;
}

/** The `<url>` entries of a sitemap: their address and hreflang links. */
function listed(xml: string): Listed[] {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: body!.match(/<loc>([^<]*)<\/loc>/)![1]!.replaceAll('&amp;', '&'),
    alternates: new Map(
      [...body!.matchAll(/<xhtml:link [^>]*\/>/g)].map(([tag]) => [
        attr(tag, 'hreflang'),
        attr(tag, 'href').replaceAll('&amp;', '&'),
      ]),
    ),
  }));
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

/**
 * GET a site URL as a browser would ask it: Node cannot resolve `*.localhost` as browsers do, so the
 * request goes to the loopback address with the URL's host in its Host header.
 */
function get(url: string): Promise<Answer> {
  const { host, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: `${pathname}${search}`, headers: { host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function sitemapOf(code: string) {
  const answer = await get(siteUrl(code, '/sitemap.xml'));
  expect(answer.status).toBe(200);
  expect(answer.type).toContain('application/xml');
  return answer.body;
}

test.describe('what search engines see', () => {
  test.describe.configure({ timeout: 600_000 });

  // One test per language, so the four crawls run side by side.
  for (const code of MAIN)
    test(`${code}: a valid sitemap of its language, every page of it answering 200`, async () => {
      const xml = await sitemapOf(code);
      expect(await sitemapSchemaErrors(xml), code).toEqual([]);
      const urls = listed(xml);
      // Absolute, on this host, once each, never a /script variant.
      for (const { loc } of urls) expect(loc.startsWith(siteUrl(code, '/')), loc).toBe(true);
      expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
      expect(urls.some((u) => u.loc.endsWith('/script'))).toBe(false);
      // Each kind of page is there: a CMS page, a fixed screen, each list and one of its documents.
      const paths = urls.map((u) => new URL(u.loc).pathname);
      expect(paths).toEqual(expect.arrayContaining(['/', `/${ABOUT[code]}`, '/contactez-nous', '/blog']));
      for (const list of ['/blog/', '/nos-offres/', '/nos-filiales/', '/une-journee-chez-dav/'])
        expect(
          paths.some((p) => p.startsWith(list)),
          list,
        ).toBe(true);
      for (const hidden of ['/demande-envoyee', '/retrait-candidature', '/suivi-signalement'])
        expect(paths).not.toContain(hidden);
      // Every page listed answers 200 (a few at a time).
      for (let i = 0; i < urls.length; i += 4) {
        const statuses = await Promise.all(
          urls.slice(i, i + 4).map(async ({ loc }) => [loc, (await get(loc)).status] as const),
        );
        for (const [loc, status] of statuses) expect(status, loc).toBe(200);
      }
    });

  test('an alternate in another language is a page of that language’s sitemap; x-default is French', async () => {
    const byCode = new Map<(typeof MAIN)[number], Listed[]>();
    for (const code of MAIN) byCode.set(code, listed(await sitemapOf(code)));
    for (const [code, urls] of byCode) {
      const about = urls.find((u) => u.loc === siteUrl(code, `/${ABOUT[code]}`))!;
      expect(Object.fromEntries(about.alternates)).toEqual({
        ...Object.fromEntries(MAIN.map((c) => [c, siteUrl(c, `/${ABOUT[c]}`)])),
        'x-default': siteUrl('fr', `/${ABOUT.fr}`),
      });
      for (const { alternates } of urls)
        for (const [lang, href] of alternates) {
          if (lang === 'x-default') continue;
          expect(
            byCode.get(lang as (typeof MAIN)[number])!.some((u) => u.loc === href),
            `${href} in the ${lang} sitemap`,
          ).toBe(true);
        }
    }
  });

  test('robots.txt: main hosts allow and name their sitemap, pre-production hosts disallow', async () => {
    for (const code of MAIN) {
      const answer = await get(siteUrl(code, '/robots.txt'));
      expect(answer.status).toBe(200);
      expect(answer.type).toContain('text/plain');
      const text = answer.body;
      expect(text).toContain('User-agent: *\nAllow: /');
      expect(text).toContain(`Sitemap: ${siteUrl(code, '/sitemap.xml')}`);
    }
    for (const code of ['preprod-fr', 'preprod-en']) {
      expect((await get(siteUrl(code, '/robots.txt'))).body).toBe('User-agent: *\nDisallow: /\n');
      expect((await get(siteUrl(code, '/sitemap.xml'))).status).toBe(404);
    }
  });

  test('the accessibility hosts have no sitemap: their pages are canonical to the main hosts', async () => {
    for (const code of ['ay-fr', 'ay-en']) {
      expect((await get(siteUrl(code, '/sitemap.xml'))).status).toBe(404);
      const robots = (await get(siteUrl(code, '/robots.txt'))).body;
      expect(robots).toBe('User-agent: *\nAllow: /\n');
    }
  });
});
