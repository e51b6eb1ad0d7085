import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateTestsSchema } from '@dav/contract';
import type { Cms } from './boot';
import { json } from './requests';
import {
  EMAIL,
  REQUIRED,
  expectErrors,
  expectSuccess,
  formData,
  pdf,
  postContact,
  request,
  type Fields,
  type PostInit,
} from './submission-fixtures';

/** How the stand-in testing platform answers. */
type Mode = 'up' | 'slow' | 'garbage' | 'not-a-link' | 'error';

/**
 * A real HTTP server standing in for the external skills-test platform (SKILLS_PROVIDER_URL):
 * it records what it receives and answers as `mode` says.
 */
async function startPlatform() {
  let mode: Mode = 'up';
  const received: { path: string; fields: Record<string, string> }[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      received.push({
        path: req.url ?? '',
        fields: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
      });
      const send = (status: number, body: string, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      };
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 4000));
      if (mode === 'error') return send(500, '{"error":"down"}');
      if (mode === 'garbage') return send(200, '<html>Service Unavailable</html>', 'text/html');
      if (req.url === '/appskills-candidate')
        return send(
          200,
          mode === 'not-a-link'
            ? '{"hasTests":"yes"}'
            : JSON.stringify({ hasTests: true, tests: ['react', 'sql'], hasAccount: true }),
        );
      if (mode === 'not-a-link') return send(200, '{"url":"javascript:alert(1)"}');
      send(200, JSON.stringify({ url: `https://platform.test/take/${form.get('technologyId')}` }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setMode: (next: Mode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The skills test and the candidate check (docs/product.md#skills-test, #calls: appskills,
 * appskills-candidate), with the built-in provider and with an external platform, on one database.
 */
export function describeSkills(getCms: () => Cms, suite: string) {
  describe('skills tests', () => {
    let cms: Cms;
    let platform: Awaited<ReturnType<typeof startPlatform>>;

    const person = (email: string): Fields => ({ lastname: 'Turing', firstname: 'Alan', email });
    const test = (technology = 'react'): Fields => ({
      locale: 'fr',
      technology,
      technologyId: '12',
      idSubTechnology: '4',
    });
    const postSkills = (fields: Fields, init: PostInit = {}) =>
      cms.routes.skillsTest(
        request('http://fr.localhost:3000/wp-json/api/appskills', formData(fields, init.age ?? 10_000), init),
      );
    const postCandidate = (email: string, init: PostInit = {}) =>
      cms.routes.skillsCandidate(
        request('http://fr.localhost:3000/wp-json/api/appskills-candidate', formData({ email }, null), init),
      );
    const requestsOf = async (email: string) => {
      const { docs } = await cms.payload.find({
        collection: 'candidates',
        where: { email: { equals: email.toLowerCase() } },
        depth: 0,
      });
      if (!docs[0]) return [];
      return (
        await cms.payload.find({
          collection: 'skill-test-requests',
          where: { candidate: { equals: docs[0].id } },
          sort: 'createdAt',
          depth: 0,
        })
      ).docs;
    };

    /** A job application whose page claims everything about the address. */
    const applicationFields = (email: string): Fields => ({
      lastname: 'Lovelace',
      firstname: 'Ada',
      email,
      phone: '+33 6 12 34 56 78',
      cv: pdf(600),
      gender: 'woman',
      provenance: 'linkedIn',
      mobility: ['lyon'],
      confidentiality: '/politique-de-confidentialite',
      youare: 'candidate',
      offer: 'ingenieure-ingenieur-data-paris',
      _labels: '{"lastname":"<img src=x onerror=alert(1)>"}',
      _email_has_account: '1',
      _email_has_test: '1',
      _email_tests: 'everything',
    });
    /** The values stored with the address's (first) application. */
    const storedValues = async (email: string) => {
      const { docs } = await cms.payload.find({
        collection: 'candidates',
        where: { email: { equals: email.toLowerCase() } },
        depth: 0,
      });
      const { docs: applications } = await cms.payload.find({
        collection: 'applications',
        where: { candidate: { equals: docs[0]!.id } },
        depth: 0,
      });
      return applications[0]!.values as Record<string, string>;
    };
    beforeAll(async () => {
      cms = getCms();
      platform = await startPlatform();
    });
    afterAll(async () => {
      delete process.env.SKILLS_PROVIDER_URL;
      await platform.close();
    });

    it('gives the technology’s test link with a token signed for the request, and records it', async () => {
      const email = `turing.${suite}@example.com`;
      const response = await postSkills({ ...person(email), ...test('react') });
      expect(response.status).toBe(200);
      const { url } = (await json(response)) as { url: string };
      const [recorded] = await requestsOf(email);
      expect(recorded).toMatchObject({ technology: 'react', technologyId: '12', provider: 'built-in', url });
      const link = new URL(url);
      expect(`${link.origin}${link.pathname}`).toBe('https://skills.example.com/t/12/4');
      expect(link.searchParams.get('lang')).toBe('fr');
      const token = link.searchParams.get('token')!;
      const { verifyToken, signToken } = await import('@/lib/signed-token');
      expect(token.startsWith(`${recorded!.id}.`)).toBe(true);
      expect(verifyToken('skills-test', token)).toBe(true);
      expect(verifyToken('skills-test', signToken('skills-test', recorded!.id + 1))).toBe(true);
      expect(token).not.toBe(signToken('skills-test', recorded!.id + 1));
      expect(verifyToken('application-withdrawal', token)).toBe(false);
    });

    it('answers without a url when the technology has no test, and still records the request', async () => {
      const email = `nolink.${suite}@example.com`;
      const response = await postSkills({ ...person(email), ...test('securite-web') });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({});
      const [recorded] = await requestsOf(email);
      expect(recorded).toMatchObject({ technology: 'securite-web' });
      expect(recorded!.url ?? null).toBeNull();
    });

    it('checks the person like a form, in the request’s language; an unknown test is a 400', async () => {
      const fr = await expectErrors(
        await postSkills({ ...person('not-an-address'), ...test(), lastname: ' ' }),
        422,
      );
      expect(fr).toEqual({ lastname: REQUIRED.fr, email: EMAIL.fr });
      const en = await expectErrors(
        await postSkills({ ...person(''), ...test(), locale: 'en', firstname: '' }),
        422,
      );
      expect(en).toEqual({ firstname: REQUIRED.en, email: REQUIRED.en });
      expect(
        (await postSkills({ ...person(`x.${suite}@example.com`), ...test('<b>react</b>') })).status,
      ).toBe(400);
      expect(
        (await postSkills({ ...person(`x.${suite}@example.com`), ...test(), technologyId: '' })).status,
      ).toBe(400);
      expect(await requestsOf(`x.${suite}@example.com`)).toEqual([]);
      expect(
        (await postSkills({ ...person(`x.${suite}@example.com`), ...test() }, { origin: null })).status,
      ).toBe(403);
      expect(
        (
          await postSkills(
            { ...person(`x.${suite}@example.com`), ...test() },
            { origin: 'https://evil.test' },
          )
        ).status,
      ).toBe(403);
    });

    it('tells what is known of an address, the same way and after the same time for an unknown one', async () => {
      const known = `turing.${suite}@example.com`;
      let started = Date.now();
      const answer = CandidateTestsSchema.parse(await json(await postCandidate(known.toUpperCase())));
      const knownMs = Date.now() - started;
      expect(answer).toEqual({ hasTests: true, tests: ['react'], hasAccount: true });
      started = Date.now();
      const unknown = CandidateTestsSchema.parse(
        await json(await postCandidate(`nobody.${suite}@example.com`)),
      );
      const unknownMs = Date.now() - started;
      expect(unknown).toEqual({ hasTests: false, tests: [], hasAccount: false });
      const { CANDIDATE_ANSWER_MS } = await import('@/skills/handle-skills');
      expect(knownMs).toBeGreaterThanOrEqual(CANDIDATE_ANSWER_MS - 5);
      expect(unknownMs).toBeGreaterThanOrEqual(CANDIDATE_ANSWER_MS - 5);
      // Only a test that gave a link counts: `nolink` asked, but has none.
      expect(
        CandidateTestsSchema.parse(await json(await postCandidate(`nolink.${suite}@example.com`))),
      ).toEqual({
        hasTests: false,
        tests: [],
        hasAccount: true,
      });
      expect((await postCandidate('nope')).status).toBe(422);
      expect((await postCandidate(known, { origin: null })).status).toBe(403);
      const ip = `10.9.9.${suite.length}`;
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await postCandidate(`n${i}.${suite}@example.com`, { ip })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('recomputes the hidden values of a job application rather than trusting the page', async () => {
      const stranger = `stranger.${suite}@example.com`;
      await expectSuccess(await postContact(cms, 'fr', applicationFields(stranger), {}, 'application'));
      const unknown = await storedValues(stranger);
      expect(unknown).toMatchObject({ _email_has_account: '0', _email_has_test: '0', _email_tests: '' });
      expect(JSON.parse(unknown._labels!)).toMatchObject({
        lastname: 'Nom',
        email: 'E-mail',
        cv: 'Votre CV',
        mobility: 'Votre mobilité (5 choix au plus)',
      });
      expect(JSON.parse(unknown._labels!)).not.toHaveProperty('_email_tests');

      const tested = `turing.${suite}@example.com`;
      await expectSuccess(await postContact(cms, 'fr', applicationFields(tested), {}, 'application'));
      expect(await storedValues(tested)).toMatchObject({
        _email_has_account: '1',
        _email_has_test: '1',
        _email_tests: 'react',
      });
    });

    it('never lets a later request rewrite who a candidate is (issue 18, finding 2)', async () => {
      const email = `identity.${suite}@example.com`;
      await expectSuccess(await postContact(cms, 'fr', applicationFields(email), {}, 'application'));
      const candidateOf = async () =>
        (
          await cms.payload.find({
            collection: 'candidates',
            where: { email: { equals: email.toLowerCase() } },
            depth: 0,
          })
        ).docs[0]!;
      const before = await candidateOf();
      expect(before).toMatchObject({ lastname: 'Lovelace', firstname: 'Ada', phone: '+33 6 12 34 56 78' });

      // Anyone may send that address with other names: a skills test, a job and a spontaneous application.
      const forged = { lastname: 'Forged', firstname: 'Mallory', email: email.toUpperCase() };
      expect((await postSkills({ ...forged, ...test('react') })).status).toBe(200);
      expect(await candidateOf()).toMatchObject({ lastname: 'Lovelace', firstname: 'Ada' });
      await expectSuccess(
        await postContact(
          cms,
          'en',
          {
            ...applicationFields(email),
            ...forged,
            phone: '+1 555 0100',
            offer: 'data-engineer-paris',
            confidentiality: '/privacy-policy',
          },
          {},
          'application',
        ),
      );
      await expectSuccess(
        await postContact(
          cms,
          'en',
          {
            ...forged,
            phone: '+1 555 0100',
            expertise: 'data-ai',
            cv: pdf(600),
            mobility: ['everywhere'],
            confidentiality: '/privacy-policy',
            youare: 'candidate',
          },
          {},
          'spontaneous-application',
        ),
      );
      const after = await candidateOf();
      expect(after).toMatchObject({
        email: email.toLowerCase(),
        lastname: 'Lovelace',
        firstname: 'Ada',
        phone: '+33 6 12 34 56 78',
      });
      // Each request keeps what it said in its own values.
      const { docs } = await cms.payload.find({
        collection: 'applications',
        where: { candidate: { equals: after.id } },
        sort: 'createdAt',
        depth: 0,
      });
      expect(docs.map((a) => (a.values as Record<string, string>).lastname)).toEqual([
        'Lovelace',
        'Forged',
        'Forged',
      ]);
    });

    describe('with an external platform (SKILLS_PROVIDER_URL)', () => {
      beforeAll(() => {
        process.env.SKILLS_PROVIDER_URL = platform.url;
      });
      afterAll(() => {
        delete process.env.SKILLS_PROVIDER_URL;
      });

      it('forwards the request and gives the platform’s link', async () => {
        platform.setMode('up');
        const email = `ext.${suite}@example.com`;
        const response = await postSkills({ ...person(email), ...test('react') });
        expect(await json(response)).toEqual({ url: 'https://platform.test/take/12' });
        expect(platform.received.at(-1)).toEqual({
          path: '/appskills',
          fields: {
            lastname: 'Turing',
            firstname: 'Alan',
            email,
            locale: 'fr',
            technology: 'react',
            idSubTechnology: '4',
            technologyId: '12',
          },
        });
        expect((await requestsOf(email))[0]).toMatchObject({
          provider: 'http',
          url: 'https://platform.test/take/12',
        });
        expect(CandidateTestsSchema.parse(await json(await postCandidate(email)))).toEqual({
          hasTests: true,
          tests: ['react', 'sql'],
          hasAccount: true,
        });
      });

      it('answers without a url, never a 500, when the platform is down, slow or talks nonsense', async () => {
        for (const mode of ['error', 'garbage', 'not-a-link', 'slow'] as const) {
          platform.setMode(mode);
          const started = Date.now();
          const response = await postSkills({ ...person(`${mode}.${suite}@example.com`), ...test() });
          expect([mode, response.status]).toEqual([mode, 200]);
          expect([mode, await json(response)]).toEqual([mode, {}]);
          // The slow platform is given up on at 3 s, not waited for.
          if (mode === 'slow') expect(Date.now() - started).toBeLessThan(3900);
        }
        platform.setMode('garbage');
        expect((await postCandidate(`ext.${suite}@example.com`)).status).toBe(503);
        platform.setMode('not-a-link');
        expect((await postCandidate(`ext.${suite}@example.com`)).status).toBe(503);
      });

      it('answers without a url when nothing listens at the platform’s address', async () => {
        process.env.SKILLS_PROVIDER_URL = 'http://127.0.0.1:9';
        const response = await postSkills({ ...person(`refused.${suite}@example.com`), ...test() });
        expect(response.status).toBe(200);
        expect(await json(response)).toEqual({});
        // An application is stored anyway, its hidden values blank: the platform could not say.
        const email = `refused.${suite}@example.com`;
        await expectSuccess(await postContact(cms, 'fr', applicationFields(email), {}, 'application'));
        expect(await storedValues(email)).toMatchObject({
          _email_has_account: '',
          _email_has_test: '',
          _email_tests: '',
        });
        process.env.SKILLS_PROVIDER_URL = platform.url;
      });
    });
  });
}
