import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, type Cms } from './support/boot';
import { callGlobal } from './support/requests';
import { peer, rest, restLogin } from './support/rest';
import { pendingSchemaChanges } from './support/schema-drift';
import { startS3Server, type S3Server } from './support/s3-server';
import { eventually, startSmtpServer } from './support/smtp';
import { candidate, expectSuccess, pdf, postContact } from './support/submission-fixtures';

type Role = 'admin' | 'editor' | 'recruiter' | 'compliance';
const ROLES: Role[] = ['admin', 'editor', 'recruiter', 'compliance'];
const PASSWORD = 'pw-123456789';
const DAY_MS = 86_400_000;

/** GET a file through Payload's own route (`/api/{collection}/file/{name}`), as a role or nobody. */
async function download(collection: string, filename: string, token?: string): Promise<Response> {
  const [{ handleEndpoints }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ]);
  const headers: Record<string, string> = token ? { authorization: `JWT ${token}` } : {};
  const request = new Request(
    `http://localhost:3001/api/${collection}/file/${encodeURIComponent(filename)}`,
    { headers },
  );
  return handleEndpoints({ config, request });
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/**
 * Files on S3 (issue 21): with S3_* set, the media library and the private files of submissions
 * live in the bucket (an s3rver of the test's own), nothing on local disk; every file is served
 * by the CMS after the collection's read access, never by the bucket; deleting a document, by
 * hand or by retention, deletes its objects; storage that is down answers 503.
 */
describe('files on S3 (SQLite)', () => {
  let s3: S3Server;
  let cms: Cms;
  const tokens = {} as Record<Role, string>;
  const address = (role: Role) => `198.51.100.${60 + ROLES.indexOf(role)}`;
  const call = (role: Role, method: string, url: string) =>
    rest(method, url, undefined, tokens[role], peer(address(role)));
  const privateDir = () => path.join(process.env.CMS_DATA_DIR!, 'private-files');
  const mediaDir = () => process.env.MEDIA_DIR!;
  const localFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  /** No answer names the bucket's address: files are the CMS's paths only. */
  const expectNoBucketAddress = (text: string, what: string) => {
    expect(text, what).not.toContain(s3.endpoint);
    expect(text, what).not.toContain(`:${s3.port}`);
    expect(text, what).not.toContain(s3.bucket);
  };

  const newest = async (collection: 'applications' | 'contact-requests' | 'whistleblowing-reports') =>
    (await cms.payload.find({ collection, sort: '-id', limit: 1, depth: 1 })).docs[0]!;
  const fileOf = (doc: { files?: unknown }) => (doc.files as { id: number; filename: string }[])[0]!;

  const application = (email: string, cv: File) =>
    postContact(
      cms,
      'fr',
      {
        lastname: 'Hopper',
        firstname: 'Grace',
        email,
        cv,
        mobility: ['lyon'],
        confidentiality: '/politique-de-confidentialite',
        youare: 'candidate',
        offer: 'ingenieure-ingenieur-data-paris',
      },
      {},
      'application',
    );

  beforeAll(async () => {
    s3 = await startS3Server();
    cms = await bootCms({ DATABASE_URL: undefined, SQLITE_PATH: undefined, ...s3.env });
    for (const role of ROLES) {
      const email = `s3-${role}@test.localhost`;
      await cms.payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: [role] } });
      tokens[role] = await restLogin(email, PASSWORD, peer(address(role)));
    }
  });
  afterAll(async () => {
    await cms?.close();
    await s3?.close();
    for (const name of Object.keys(s3?.env ?? {})) delete process.env[name];
  });

  it('keeps the seeded and uploaded media in the bucket, served through the CMS’s file route', async () => {
    const seeded = await s3.keys('media/');
    expect(seeded).toContain('media/dav-demo-fr.vtt');
    expect(localFiles(mediaDir())).toEqual([]);

    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const doc = await cms.payload.create({
      collection: 'media',
      data: { alt: 'Un carré bleu' },
      file: { data: png, mimetype: 'image/png', name: 'carre-bleu-s3.png', size: png.length },
    });
    const thumbnail = doc.sizes?.thumbnail?.filename;
    expect(thumbnail).toBeTruthy();
    expect(await s3.keys('media/carre-bleu-s3')).toEqual(
      [`media/${doc.filename}`, `media/${thumbnail}`].sort(),
    );
    expect(localFiles(mediaDir())).toEqual([]);

    const served = await download('media', doc.filename!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(await bytesOf(served), png)).toBe(0);
    // A video is sought by Range, as on disk.
    const range = await rest('GET', `/media/file/dav-demo-fr.vtt`, undefined, undefined, {
      range: 'bytes=0-5',
    });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('WEBVTT');
    const captions = await download('media', 'dav-demo-fr.vtt');
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect((await download('media', 'nothing-here.png')).status).toBe(404);
    // An object no media document names (left by a crash) is not served either.
    await s3.client.putObject({ Bucket: s3.bucket, Key: 'media/left-over.png', Body: png });
    expect((await download('media', 'left-over.png')).status).toBe(404);
    await s3.client.deleteObject({ Bucket: s3.bucket, Key: 'media/left-over.png' });

    // A visitor gets the files by name only (their thumbnails too), not the library (issue 30,
    // finding 9): the documents are staff's, as on local disk.
    const small = await download('media', thumbnail!);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/png');
    expect((await rest('GET', `/media/${doc.id}`)).status).toBe(403);
    expect((await rest('GET', '/media?limit=100')).status).toBe(403);
    for (const [what, response] of [
      ['REST media', await call('editor', 'GET', `/media/${doc.id}`)],
      ['REST media list', await call('editor', 'GET', '/media?limit=100')],
      ['global data', await callGlobal(cms, 'fr')],
    ] as const) {
      const text = await response.text();
      expect(response.status, what).toBe(200);
      expectNoBucketAddress(text, what);
    }
    expect(((await (await call('editor', 'GET', `/media/${doc.id}`)).json()) as { url: string }).url).toMatch(
      /\/api\/media\/file\/carre-bleu-s3\.png$/,
    );

    await cms.payload.delete({ collection: 'media', id: doc.id });
    expect(await s3.keys('media/carre-bleu-s3')).toEqual([]);
  });

  it('checks an upload’s bytes before anything reaches the bucket', async () => {
    const before = await s3.keys();
    const fake = Buffer.from('<html>not a picture</html>');
    await expect(
      cms.payload.create({
        collection: 'media',
        data: { alt: 'Faux' },
        file: { data: fake, mimetype: 'image/png', name: 'faux-s3.png', size: fake.length },
      }),
    ).rejects.toThrow(/Upload an image/);
    const hostile = await postContact(
      cms,
      'fr',
      candidate('Mallory', new File([new TextEncoder().encode('MZ not a CV')], 'cv.pdf')),
    );
    expect(hostile.status).toBe(422);
    expect(await s3.keys()).toEqual(before);
  });

  it('stores a CV in the bucket, not on disk, and serves it to recruiters only, with the bytes sent', async () => {
    const cv = pdf(900);
    await expectSuccess(await application('grace.s3@example.com', cv));
    const { filename } = fileOf(await newest('applications'));
    expect(await s3.keys('private/')).toContain(`private/${filename}`);
    expect(localFiles(privateDir())).toEqual([]);
    const stored = (await s3.object(`private/${filename}`))!;
    expect(Buffer.compare(stored, Buffer.from(await cv.arrayBuffer()))).toBe(0);

    expect((await download('submission-files', filename)).status).toBe(403);
    expect((await download('submission-files', filename, tokens.editor)).status).toBe(403);
    expect((await download('submission-files', filename, tokens.compliance)).status).toBe(403);
    const served = await download('submission-files', filename, tokens.recruiter);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('location')).toBeNull();
    expect(Buffer.compare(await bytesOf(served), stored)).toBe(0);
  });

  it('serves a report’s file to compliance only', async () => {
    // Stored as the contact form stores a report's file (tests/support/report-access-suite.ts).
    const { storeSubmission } = await import('@/submissions/store');
    const { inspectUpload } = await import('@/files/inspect-upload');
    const inspected = await inspectUpload(new Uint8Array(await pdf(800).arrayBuffer()), 'preuve.pdf', '');
    if (!inspected.ok) throw new Error(inspected.reason);
    await storeSubmission(
      cms.payload,
      { collection: 'whistleblowing-reports', subsidiary: 'dav-lyon' },
      'fr',
      { message: 'Une fraude au service achats.', cv: { name: 'preuve.pdf', size: 800 } },
      new Map([['cv', inspected.file]]),
    );
    const report = await cms.payload.find({
      collection: 'whistleblowing-reports',
      sort: '-id',
      limit: 1,
      depth: 0,
    });
    const [fileId] = report.docs[0]!.files as number[];
    const file = await cms.payload.findByID({ collection: 'submission-files', id: fileId! });
    expect(await s3.keys('private/')).toContain(`private/${file.filename}`);
    for (const role of ['recruiter', 'admin', 'editor'] as const)
      expect((await download('submission-files', file.filename!, tokens[role])).status, role).toBe(403);
    const served = await download('submission-files', file.filename!, tokens.compliance);
    expect(served.status).toBe(200);
    expect(Buffer.compare(await bytesOf(served), (await s3.object(`private/${file.filename}`))!)).toBe(0);
  });

  it('names the CMS’s paths, never the bucket, in every answer about these files', async () => {
    const app = await newest('applications');
    const { id } = fileOf(app);
    for (const [role, url] of [
      ['recruiter', `/submission-files/${id}`],
      ['recruiter', '/submission-files?limit=100'],
      ['recruiter', `/applications/${app.id}?depth=2`],
      ['compliance', '/whistleblowing-reports?depth=2'],
      ['admin', '/submission-files?limit=100&depth=1'],
    ] as const) {
      const response = await call(role, 'GET', url);
      expect(response.status, url).toBe(200);
      const text = await response.text();
      expectNoBucketAddress(text, url);
      if (url.startsWith('/submission-files/'))
        expect(text).toMatch(/"url":"[^"]*\/api\/submission-files\/file\//);
    }
  });

  it('attaches the CV read from the bucket to the recruiters’ mail', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    try {
      const cv = pdf(750);
      await expectSuccess(await application('grace.mail.s3@example.com', cv));
      const { runMailQueue } = await import('@/mail/runner');
      void runMailQueue(cms.payload);
      const message = await eventually(
        () => smtp.received.find((m) => m.mail.replyTo?.text === 'grace.mail.s3@example.com') ?? false,
        'the application mail',
      );
      expect(message.mail.attachments.map((a) => a.filename)).toEqual(['cv.pdf']);
      expect(Buffer.compare(message.mail.attachments[0]!.content, Buffer.from(await cv.arrayBuffer()))).toBe(
        0,
      );
      for (const received of smtp.received) expectNoBucketAddress(received.raw, 'a mail');
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
  });

  it('deletes the objects with their document, by hand and by the retention job, and sweeps orphans', async () => {
    // By hand: an admin deletes an application; its CV leaves the bucket once that is committed.
    await expectSuccess(await application('grace.erased.s3@example.com', pdf(650)));
    const app = await newest('applications');
    const cv = fileOf(app).filename;
    expect(await s3.keys('private/')).toContain(`private/${cv}`);
    expect((await call('admin', 'DELETE', `/applications/${app.id}`)).status).toBe(200);
    await eventually(async () => !(await s3.keys('private/')).includes(`private/${cv}`), 'the CV erased');

    // By retention: a contact request past its period, with its CV; and an object no row names.
    await expectSuccess(await postContact(cms, 'fr', candidate('Expired', pdf(500))));
    const contact = await newest('contact-requests');
    const expired = fileOf(contact).filename;
    await s3.client.putObject({ Bucket: s3.bucket, Key: 'private/left-by-a-crash.pdf', Body: 'orphan' });
    expect(await s3.keys('private/')).toEqual(
      expect.arrayContaining([`private/${expired}`, 'private/left-by-a-crash.pdf']),
    );
    await cms.payload.jobs.queue({
      task: 'erase-expired-candidate-data',
      queue: 'retention',
      input: { now: new Date(Date.now() + 400 * DAY_MS).toISOString() },
    });
    await cms.payload.jobs.run({ queue: 'retention' });
    expect(
      (await cms.payload.count({ collection: 'contact-requests', where: { id: { equals: contact.id } } }))
        .totalDocs,
    ).toBe(0);
    const left = await s3.keys('private/');
    expect(left).not.toContain(`private/${expired}`);
    expect(left).not.toContain('private/left-by-a-crash.pdf');
  });

  it('answers 503 for uploads and downloads while the storage is down, pages still served, and recovers', async () => {
    const app = await newest('applications');
    const { filename } = fileOf(app);
    await s3.stop();
    try {
      const refused = await download('submission-files', filename, tokens.recruiter);
      expect(refused.status).toBe(503);
      const body = await refused.text();
      expect(JSON.parse(body)).toEqual({
        errors: [{ message: expect.stringMatching(/^File storage is unavailable/) }],
      });
      expect(body).not.toMatch(/ECONNREFUSED|at .*\.js/);

      const before = await cms.payload.count({ collection: 'applications' });
      const posted = await application('grace.down.s3@example.com', pdf(600));
      expect(posted.status).toBe(503);
      expect(await posted.json()).toEqual({
        errors: { server: expect.stringMatching(/^File storage is unavailable/) },
      });
      expect((await cms.payload.count({ collection: 'applications' })).totalDocs).toBe(before.totalDocs);

      expect((await callGlobal(cms, 'fr')).status).toBe(200);
    } finally {
      await s3.start();
    }
    expect((await download('submission-files', filename, tokens.recruiter)).status).toBe(200);
  });

  it('keeps the database schema of local storage: the committed migrations, no field of the plugin', async () => {
    expect(await pendingSchemaChanges('sqlite')).toEqual([]);
  });
});
