// The production-path suite (scripts/test-cluster.mjs), content and uploads: an edit through CMS
// instance A seen through both site instances and nginx, a media upload and a CV landing in the
// S3 bucket, the CV downloaded only by a role that may read it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { login, multipart, request, text } from './support/client.mjs';
import { editAndWatch } from './support/edit-watch.mjs';
import { admin, instance, PAGE, site } from './support/settings.mjs';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Every object s3rver holds in the cluster's bucket (its folder: `<key>._S3rver_object`). */
function s3Objects(cluster) {
  const root = join(cluster.s3.directory, cluster.s3.bucket);
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('._S3rver_object')) found.push(path.slice(root.length + 1));
    }
  };
  try {
    walk(root);
  } catch {
    // no bucket folder yet
  }
  return found;
}

/** Registers the content and upload tests; `stack` is the suite's (support/setup.mjs), filled by then. */
export function contentUploadTests(stack) {
  test('an edit through CMS instance A shows through both site instances and nginx', async (t) => {
    // Every observer has rendered the page before: each holds a cached copy to drop.
    for (const url of [instance(0, PAGE), instance(1, PAGE)])
      await request(url, { headers: { host: 'fr.localhost' } });
    await request(site(PAGE));
    const seen = await editAndWatch(stack.token, {
      'site A': instance(0, PAGE),
      'site B': instance(1, PAGE),
      nginx: site(PAGE),
    });
    t.diagnostic(`edit visible after (ms): ${JSON.stringify(seen)}`);
    for (const [observer, ms] of Object.entries(seen))
      assert.notEqual(ms, null, `${observer} shows the edit`);
  });

  test('a media upload through the admin lands in the S3 bucket', async () => {
    const before = s3Objects(stack.cluster).length;
    const { body, type } = multipart(
      [['_payload', JSON.stringify({ alt: 'Un pixel' })]],
      [{ name: 'file', filename: `pixel-${Date.now()}.png`, type: 'image/png', data: PNG }],
    );
    const res = await request(admin('/api/media?locale=fr'), {
      method: 'POST',
      headers: { 'content-type': type, authorization: `JWT ${stack.token}` },
      body,
    });
    assert.equal(res.status, 201, text(res));
    assert.ok(s3Objects(stack.cluster).length > before, 'an object was added to the bucket');
  });

  test('a CV sent through nginx is stored in S3 and downloaded only by a role that may read it', async () => {
    const email = `cluster-${Date.now()}@example.com`;
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\nxref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n',
    );
    const before = s3Objects(stack.cluster).length;
    const { body, type } = multipart(
      [
        ['lastname', 'Lovelace'],
        ['firstname', 'Ada'],
        ['email', email],
        ['mobility', 'everywhere'],
        ['confidentiality', '/politique-de-confidentialite'],
        ['youare', 'candidate'],
        ['offer', 'ingenieure-ingenieur-data-paris'],
        ['_started', String(Date.now() - 10_000)],
      ],
      [{ name: 'cv', filename: 'cv.pdf', type: 'application/pdf', data: pdf }],
    );
    const sent = await request(site('/wp-json/api/fr/forms/application'), {
      method: 'POST',
      headers: { 'content-type': type, origin: site('') },
      body,
    });
    assert.equal(sent.status, 200, text(sent));
    const auth = { authorization: `JWT ${stack.token}` };
    const candidates = JSON.parse(
      text(
        await request(admin(`/api/candidates?where[email][equals]=${encodeURIComponent(email)}&depth=0`), {
          headers: auth,
        }),
      ),
    );
    const applications = JSON.parse(
      text(
        await request(admin(`/api/applications?where[candidate][equals]=${candidates.docs[0].id}&depth=1`), {
          headers: auth,
        }),
      ),
    );
    const file = applications.docs[0].files[0];
    const url = admin(`/api/submission-files/file/${encodeURIComponent(file.filename)}`);

    // An editor may sign in to the admin but not read CVs; nobody signed in reads nothing.
    const editor = {
      email: `editor-${Date.now()}@dav.localhost`,
      password: `editor-${randomBytes(9).toString('hex')}`,
    };
    const created = await request(admin('/api/users'), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...editor, name: 'Editor', roles: ['editor'] }),
    });
    assert.equal(created.status, 201, text(created));
    const editorToken = await login(editor.email, editor.password);
    assert.equal((await request(url)).status, 403);
    assert.equal((await request(url, { headers: { authorization: `JWT ${editorToken}` } })).status, 403);
    const download = await request(url, { headers: auth });
    assert.equal(download.status, 200);
    assert.ok(download.body.equals(pdf), 'the admin downloads the CV as sent');
    assert.ok(s3Objects(stack.cluster).length > before, 'the CV is an object of the bucket');
  });
}
