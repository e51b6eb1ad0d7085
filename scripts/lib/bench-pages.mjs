// The pages the bench measures (scripts/bench.mjs): the home page and a CMS page in each language
// (French only with BENCH_QUICK), the screens with a form, and a page of each other template.
import { CONTENT_PAGE_FR, QUICK } from './bench-settings.mjs';
import { apps } from './stack.mjs';

const WEB = apps.web.port;
const CMS = `http://127.0.0.1:${apps.cms.port}`;

/** Each page `{ lang, name, url }`: `name` is the template's (home and content pages: CONTENT_KINDS). */
export async function contentPages() {
  const res = await fetch(`${CMS}/wp-json/api/fr/page/${CONTENT_PAGE_FR}`);
  if (!res.ok) throw new Error(`bench page ${CONTENT_PAGE_FR} not found in the CMS (${res.status})`);
  const page = await res.json();
  const slugs = {
    fr: CONTENT_PAGE_FR,
    ...Object.fromEntries(page.translations.map((t) => [t.lang, t.slug])),
  };
  return [
    ...(QUICK ? ['fr'] : ['fr', 'en', 'es', 'de']).flatMap((lang) => [
      { lang, name: 'home', url: `http://${lang}.localhost:${WEB}/` },
      ...(slugs[lang]
        ? [{ lang, name: 'content', url: `http://${lang}.localhost:${WEB}/${slugs[lang]}` }]
        : []),
    ]),
    // The screens with a form: one language each, the template is the same in all.
    { lang: 'fr', name: 'contact', url: `http://fr.localhost:${WEB}/contactez-nous` },
    { lang: 'fr', name: 'coworking', url: `http://fr.localhost:${WEB}/espace-coworking` },
    // The offers search (rendered per request) and the newest offer.
    { lang: 'fr', name: 'offers', url: `http://fr.localhost:${WEB}/nos-offres` },
    { lang: 'fr', name: 'offer', url: `http://fr.localhost:${WEB}/nos-offres/${await newestSlug('offers')}` },
    // The blog and its newest post.
    { lang: 'fr', name: 'blog', url: `http://fr.localhost:${WEB}/blog` },
    { lang: 'fr', name: 'post', url: `http://fr.localhost:${WEB}/blog/${await newestSlug('posts')}` },
    // The subsidiaries' map (no map script) and a subsidiary.
    { lang: 'fr', name: 'subsidiaries', url: `http://fr.localhost:${WEB}/nos-filiales` },
    { lang: 'fr', name: 'subsidiary', url: `http://fr.localhost:${WEB}/nos-filiales/dav-lyon` },
  ];
}

/** The slug of the newest item of a CMS list (`offers`, `posts`). */
async function newestSlug(list) {
  const res = await fetch(`${CMS}/wp-json/api/fr/${list}`);
  const { items } = await res.json();
  if (!items?.length) throw new Error(`no ${list} in the CMS to bench`);
  return items[0].slug;
}
