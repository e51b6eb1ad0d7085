// An edit through CMS instance A watched through the site (scripts/test-cluster.mjs): the page
// every scenario reads, retitled, and how long each observer takes to show the new title.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request, text } from './client.mjs';
import { cmsA, PAGE, sleep } from './settings.mjs';

/** The seeded French page's id and title, as the admin's REST API has it. */
async function pageDoc(token) {
  const res = await request(cmsA(`/api/pages?where[slug][equals]=${PAGE.slice(1)}&locale=fr&depth=0`), {
    headers: { authorization: `JWT ${token}` },
  });
  assert.equal(res.status, 200, text(res));
  return JSON.parse(text(res)).docs[0];
}

/**
 * Changes the page's title through CMS instance A as the admin of `token`, then polls each
 * observer until it shows the new title; resolves the milliseconds each took from the end of the
 * edit (or null: not within `timeoutMs`).
 */
export async function editAndWatch(token, observers, timeoutMs = 10_000) {
  const { id } = await pageDoc(token);
  const title = `Qui sommes-nous (${randomBytes(4).toString('hex')})`;
  const res = await request(cmsA(`/api/pages/${id}?locale=fr`), {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  assert.equal(res.status, 200, text(res));
  const edited = Date.now();
  const seen = Object.fromEntries(Object.keys(observers).map((k) => [k, null]));
  while (Object.values(seen).includes(null) && Date.now() - edited < timeoutMs) {
    await Promise.all(
      Object.entries(observers).map(async ([name, url]) => {
        if (seen[name] !== null) return;
        const page = await request(url, url.startsWith('http:') ? { headers: { host: 'fr.localhost' } } : {});
        if (page.status === 200 && text(page).includes(title)) seen[name] = Date.now() - edited;
      }),
    );
    await sleep(25);
  }
  return seen;
}
