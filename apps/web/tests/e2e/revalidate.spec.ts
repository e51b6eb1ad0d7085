import { expect, test, WEB_PORT } from '../fixtures';

// The secret scripts/e2e-server.mjs gives both servers.
const SECRET = process.env.REVALIDATE_SECRET || 'e2e-revalidate-secret';

const post = (body: string, secret = SECRET) =>
  fetch(`http://127.0.0.1:${WEB_PORT}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body,
  });

test('the revalidate route answers a bad request with its errors, never a stack', async () => {
  const cases: [string, string, number][] = [
    ['{"tags":["page:en:about-us"]}', 'wrong-secret', 401],
    ['{"tags":', SECRET, 400],
    ['{}', SECRET, 400],
    ['{"tags":[]}', SECRET, 400],
    ['{"tags":["everything"]}', SECRET, 400],
    ['{"tags":["page:it:chi-siamo"]}', SECRET, 400],
  ];
  for (const [body, secret, status] of cases) {
    const res = await post(body, secret);
    expect(res.status, body).toBe(status);
    const text = await res.text();
    expect(JSON.parse(text), body).toHaveProperty('errors');
    expect(text, body).not.toMatch(/\bat .+:\d+:\d+/);
  }
});

test('the revalidate route takes the tags of the contract', async () => {
  // Fine-grained tags only: `global` or `page` would re-render every page while editing.spec
  // checks that one page keeps its cached copy.
  const res = await post(
    '{"tags":["page:en:about-us","coworking:de","forms:de:contact","page:en:about-us"]}',
  );
  expect(res.status).toBe(200);
  expect(((await res.json()) as { revalidated: string[] }).revalidated).toEqual([
    'page:en:about-us',
    'coworking:de',
    'forms:de:contact',
  ]);
});
