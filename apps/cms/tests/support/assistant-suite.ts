import {
  AssistantScriptSchema,
  BOT_IDLE_QUESTION,
  BOT_QUESTION_MAX,
  BotAnswerSchema,
  ErrorResponseSchema,
  LOCALES,
  type BotAnswer,
  type Locale,
} from '@dav/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMonth, settleAnswerCounts } from '@/assistant/stats';
import { eraseExpired } from '@/retention/retention';
import { SEED_INTENTS } from '@/seed/content/assistant/intents';
import { SEED_ASSISTANT } from '@/seed/content/assistant/script';
import { botRequest, type AskInit } from './assistant-requests';
import { bootCms, type Cms, type Env } from './boot';
import { json } from './requests';
import { rest, restLogin } from './rest';

type Handler = (request: Request, context?: unknown) => Promise<Response>;

/** A test intent per kind, in words no seeded intent uses, so the seeds never blur a result. */
const COFFEE: Record<Locale, string[]> = {
  fr: ['où est la machine à café', 'je voudrais un expresso', 'un café serré svp'],
  en: ['where is the coffee machine', 'I would like an espresso', 'a strong coffee please'],
  es: ['dónde está la máquina de café', 'quisiera un expreso', 'un café cargado por favor'],
  de: ['wo ist die Kaffeemaschine', 'ich möchte einen Espresso', 'einen starken Kaffee bitte'],
};

/**
 * The assistant (docs/product.md#the-assistant), end to end through its two routes and the
 * admin's REST API, against one database: its guards, its answers in each language, the edits
 * that change them at once, and what it counts without knowing who asked.
 */
export function describeAssistant(
  name: string,
  env: () => Promise<Env> | Env,
  cleanup?: () => Promise<void>,
) {
  describe(`${name}: the assistant`, () => {
    let cms: Cms;
    let answerRoute: Handler;
    let scriptRoute: (
      request: Request,
      context: { params: Promise<{ locale: string }> },
    ) => Promise<Response>;
    let coffee: number;
    let editorToken: string;
    let recruiterToken: string;

    /** `null`: the field is not sent. */
    const ask = async (question: string | null, language: string | null = 'fr', init: AskInit = {}) => {
      const fields: Record<string, string> = {};
      if (question !== null) fields.question = question;
      if (language !== null) fields.language = language;
      const response = await answerRoute(botRequest(fields, init));
      await settleAnswerCounts(); // what the answer counted is written after it is sent
      return response;
    };
    const answerTo = async (question: string, language: Locale = 'fr'): Promise<BotAnswer> => {
      const response = await ask(question, language);
      expect(response.status).toBe(200);
      return BotAnswerSchema.parse(await json(response));
    };
    const script = (locale: string) =>
      scriptRoute(new Request(`http://cms.localhost:3001/wp-json/api/${locale}/assistant`), {
        params: Promise.resolve({ locale }),
      });
    const countOf = async (intent: number, locale: Locale) => {
      const { docs } = await cms.payload.find({
        collection: 'bot-intent-stats',
        where: { and: [{ intent: { equals: intent } }, { locale: { equals: locale } }] },
      });
      return docs.reduce((sum, row) => sum + row.count, 0);
    };

    beforeAll(async () => {
      cms = await bootCms(
        { ...(await env()), BOT_RATE_LIMIT: '5', BOT_RATE_WINDOW_MS: '60000' },
        { seededCopy: true },
      );
      answerRoute = (await import('@/app/wp-json/clrz/v1/bot/answer/route')).POST;
      scriptRoute = (await import('@/app/wp-json/api/[locale]/assistant/route')).GET;
      const doc = await cms.payload.create({
        collection: 'bot-intents',
        locale: 'fr',
        data: {
          key: 'suite-coffee',
          kind: 'static',
          examples: COFFEE.fr.map((question) => ({ question })),
          answer: [{ message: 'Le café est au deuxième étage, {username}.', redirection: '/cafe' }],
        },
      });
      coffee = doc.id;
      for (const locale of LOCALES.filter((l) => l !== 'fr')) {
        await cms.payload.update({
          collection: 'bot-intents',
          id: coffee,
          locale,
          data: {
            examples: COFFEE[locale].map((question) => ({ question })),
            answer: [{ message: `Coffee (${locale})`, redirection: '/cafe' }],
          },
        });
      }
      // Written in French only: the other languages' models leave them out.
      await cms.payload.create({
        collection: 'bot-intents',
        locale: 'fr',
        data: {
          key: 'suite-jobs',
          kind: 'offers',
          examples: [
            'je recherche un poste',
            'avez-vous des postes ouverts',
            'je veux postuler à un poste',
          ].map((question) => ({ question })),
          answer: [{ message: 'Voici nos postes.', redirection: '/nos-offres' }],
        },
      });
      await cms.payload.create({
        collection: 'bot-intents',
        locale: 'fr',
        data: {
          key: 'suite-where',
          kind: 'subsidiaries',
          examples: ['où se trouvent vos bureaux', 'adresse de vos bureaux', 'vos bureaux sont où'].map(
            (question) => ({ question }),
          ),
          answer: [{ message: 'Nos bureaux.', redirection: '/nos-filiales' }],
        },
      });
      const user = (email: string, role: 'editor' | 'recruiter') =>
        cms.payload.create({ collection: 'users', data: { email, password: 'pw-123456789', roles: [role] } });
      await user(`bot-editor-${name}@test.localhost`, 'editor');
      await user(`bot-recruiter-${name}@test.localhost`, 'recruiter');
      editorToken = await restLogin(`bot-editor-${name}@test.localhost`, 'pw-123456789');
      recruiterToken = await restLogin(`bot-recruiter-${name}@test.localhost`, 'pw-123456789');
    });
    afterAll(async () => {
      await cms?.close();
      await cleanup?.();
    });

    const expectError = async (response: Response, status: number, field: string) => {
      expect(response.status).toBe(status);
      const text = await response.clone().text();
      expect(text).not.toMatch(/\bat \S+:\d+|stack/i);
      expect(Object.keys(ErrorResponseSchema.parse(await json(response)).errors)).toContain(field);
    };

    it('refuses a bad question with a 400 naming the field, never a 5xx', async () => {
      await expectError(await ask(null), 400, 'question');
      await expectError(await ask('   '), 400, 'question');
      await expectError(await ask('x'.repeat(BOT_QUESTION_MAX + 1)), 400, 'question');
      await expectError(await ask('bonjour', 'it'), 400, 'language');
      await expectError(await ask('bonjour', 'ay-es'), 400, 'language');
      await expectError(await ask('bonjour', null), 400, 'language');
      await expectError(await ask('bonjour', 'fr', { body: 'json' }), 400, 'body');
      await expectError(await ask('bonjour', 'fr', { body: 'text' }), 400, 'body');
      await expectError(await ask('x'.repeat(9000)), 413, 'body');
      expect((await ask('x'.repeat(BOT_QUESTION_MAX))).status).toBe(200);
    });

    it('takes url-encoded form data as well as multipart', async () => {
      expect((await ask('bonjour', 'fr', { body: 'urlencoded' })).status).toBe(200);
    });

    it('refuses a foreign or missing Origin', async () => {
      await expectError(await ask('bonjour', 'fr', { origin: 'https://evil.example' }), 403, 'origin');
      await expectError(await ask('bonjour', 'fr', { origin: null }), 403, 'origin');
    });

    it('limits each visitor to BOT_RATE_LIMIT answers per window', async () => {
      const ip = '10.77.0.1';
      for (let i = 0; i < 5; i++) expect((await ask('bonjour', 'fr', { ip })).status).toBe(200);
      const refused = await ask('bonjour', 'fr', { ip });
      await expectError(refused, 429, 'rate');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another visitor is not held up by the first.
      expect((await ask('bonjour', 'fr', { ip: '10.77.0.2' })).status).toBe(200);
    });

    it('answers the idle message to the idle question, in each language', async () => {
      for (const locale of LOCALES) {
        const [first] = await answerTo(BOT_IDLE_QUESTION, locale);
        expect(first?.message).toBe(SEED_ASSISTANT[locale].idle[0]!.message);
        expect(first?.ctas.length).toBeGreaterThan(0);
      }
    });

    it('answers an accessibility host’s locale (ay-fr, ay-en) in its main language', async () => {
      for (const [host, locale] of [
        ['ay-fr', 'fr'],
        ['ay-en', 'en'],
      ] as const) {
        const response = await ask(BOT_IDLE_QUESTION, host);
        expect(response.status).toBe(200);
        const [first] = BotAnswerSchema.parse(await json(response));
        expect(first?.message).toBe(SEED_ASSISTANT[locale].idle[0]!.message);
      }
    });

    it('answers an intent’s example in each language, and counts it for the month', async () => {
      for (const locale of LOCALES) {
        const before = await countOf(coffee, locale);
        const answer = await answerTo(COFFEE[locale][0]!, locale);
        expect(answer.at(-1)?.redirection).toBe('/cafe');
        expect(await countOf(coffee, locale)).toBe(before + 1);
      }
      const { docs } = await cms.payload.find({
        collection: 'bot-intent-stats',
        where: { intent: { equals: coffee }, locale: { equals: 'fr' } },
      });
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({ month: currentMonth() });
    });

    it('answers seeded questions in each language with their intent’s destination', async () => {
      for (const key of ['jobs', 'coworking', 'unsolicited-application']) {
        const intent = SEED_INTENTS.find((seed) => seed.key === key)!;
        for (const locale of LOCALES) {
          const { examples, answer } = intent.text[locale];
          const said = await answerTo(examples[1]!, locale);
          expect({ key, locale, to: said.at(-1)?.redirection }).toEqual({
            key,
            locale,
            to: answer.at(-1)?.redirection,
          });
        }
      }
    });

    it('prefills the offers search with the role and the place a question names, and only those', async () => {
      const named = new URL(
        (await answerTo('je recherche un poste de développeur React à Lyon')).at(-1)!.redirection!,
        'http://x',
      );
      expect(named.pathname).toBe('/nos-offres');
      expect(named.searchParams.get('subsidiary')).toBe('dav-lyon');
      expect(named.searchParams.get('q')).toMatch(/react/i);
      const placeOnly = (await answerTo('je recherche un poste à Grenoble')).at(-1)!.redirection;
      expect(placeOnly).toBe('/nos-offres?subsidiary=dav-lyon');
      expect((await answerTo('je recherche un poste')).at(-1)!.redirection).toBe('/nos-offres');
    });

    it('leads to the subsidiary a question names, else to the list', async () => {
      expect((await answerTo('où se trouvent vos bureaux de Lyon')).at(-1)!.redirection).toBe(
        '/nos-filiales/dav-lyon',
      );
      expect((await answerTo('où se trouvent vos bureaux')).at(-1)!.redirection).toBe('/nos-filiales');
    });

    it('counts concurrent answers without losing one', async () => {
      const before = await countOf(coffee, 'en');
      await Promise.all(Array.from({ length: 4 }, () => answerTo(COFFEE.en[1]!, 'en')));
      expect(await countOf(coffee, 'en')).toBe(before + 4);
    });

    it('gives the fallback to a question it does not understand, and keeps it redacted, without identifiers', async () => {
      const question = 'Zorglub quantique : ada@example.com, +33 6 12 34 56 78';
      const [first] = await answerTo(question);
      expect(first?.message).toBe(SEED_ASSISTANT.fr.fallback[0]!.message);
      expect(first?.ctas[0]).toMatchObject({ role: 'link', url: '/contactez-nous' });
      const { docs } = await cms.payload.find({
        collection: 'bot-unmatched-questions',
        where: { question: { like: 'Zorglub' } },
      });
      expect(docs).toHaveLength(1);
      const doc = docs[0]!;
      expect(doc.question).toBe('Zorglub quantique : [e-mail], [number]');
      expect(doc.locale).toBe('fr');
      expect(Object.keys(doc).sort()).toEqual(['createdAt', 'id', 'locale', 'question', 'updatedAt']);
    });

    it('reads markup as plain text and never stores it', async () => {
      await answerTo('<img src=x onerror=alert(1)>Zorglub <b>hyperspatial</b>');
      const { docs } = await cms.payload.find({
        collection: 'bot-unmatched-questions',
        where: { question: { like: 'hyperspatial' } },
      });
      expect(docs.map((doc) => doc.question)).toEqual(['Zorglub hyperspatial']);
    });

    it('answers an insult it understands nothing else in with the rudeness answer, and stores nothing', async () => {
      const before = (await cms.payload.count({ collection: 'bot-unmatched-questions' })).totalDocs;
      const [first] = await answerTo('sale connard');
      expect(first?.message).toBe(SEED_ASSISTANT.fr.rudeness[0]!.message);
      expect((await cms.payload.count({ collection: 'bot-unmatched-questions' })).totalDocs).toBe(before);
    });

    it('answers a real question that merely contains a listed word, as the question it is', async () => {
      // "bitte" (please) and "analistas" hold words of the names' lists.
      expect((await answerTo('Pressekontakt bitte', 'de')).at(-1)?.ctas.map((cta) => cta.url)).toContain(
        '/contactez-nous?youare=journaliste',
      );
      expect((await answerTo('¿buscáis analistas de ciberseguridad?', 'es')).at(-1)?.redirection).toMatch(
        /^\/nos-offres/,
      );
    });

    it('answers differently at once when an editor adds an example through the REST API', async () => {
      const question = 'azur firmament turquoise';
      expect((await answerTo(question)).at(-1)?.redirection).not.toBe('/cafe');
      const current = await cms.payload.findByID({ collection: 'bot-intents', id: coffee, locale: 'fr' });
      const response = await rest(
        'PATCH',
        `/bot-intents/${coffee}?locale=fr`,
        { examples: [...(current.examples ?? []).map(({ question }) => ({ question })), { question }] },
        editorToken,
      );
      expect(response.status).toBe(200);
      expect((await answerTo(question)).at(-1)?.redirection).toBe('/cafe');
    });

    it('shows editors this month’s matches per intent, and the unmatched questions; not recruiters', async () => {
      const list = await rest('GET', '/bot-intents?where[key][equals]=suite-coffee', undefined, editorToken);
      expect(list.status).toBe(200);
      const [intent] = ((await list.json()) as { docs: { matchesThisMonth: number }[] }).docs;
      expect(intent?.matchesThisMonth).toBeGreaterThanOrEqual(LOCALES.length + 4);
      for (const collection of ['bot-intent-stats', 'bot-unmatched-questions']) {
        expect((await rest('GET', `/${collection}`, undefined, editorToken)).status).toBe(200);
        expect((await rest('GET', `/${collection}`, undefined, recruiterToken)).status).toBe(403);
      }
      const created = await rest(
        'POST',
        '/bot-unmatched-questions',
        { question: 'x', locale: 'fr' },
        editorToken,
      );
      expect(created.status).toBe(403);
      const stat = await rest(
        'POST',
        '/bot-intent-stats',
        { intent: coffee, locale: 'fr', month: '2020-01', count: 9 },
        editorToken,
      );
      expect(stat.status).toBe(403);
      const { docs } = await cms.payload.find({ collection: 'bot-unmatched-questions', limit: 1 });
      const patched = await rest(
        'PATCH',
        `/bot-unmatched-questions/${docs[0]!.id}`,
        { question: 'y' },
        editorToken,
      );
      expect(patched.status).toBe(403);
      const deleted = await rest('DELETE', `/bot-unmatched-questions/${docs[0]!.id}`, undefined, editorToken);
      expect(deleted.status).toBe(200);
    });

    it('serves the chat’s script in each language, and a JSON 404 for another', async () => {
      for (const locale of LOCALES) {
        const response = await script(locale);
        expect(response.status).toBe(200);
        const body = AssistantScriptSchema.parse(await json(response));
        expect(body.mascotName).toBe('Dav');
        expect(body.anonymousName).toBe(SEED_ASSISTANT[locale].anonymousName);
        expect(body.drinks).toHaveLength(3);
        expect(body.drinks.every((drink) => drink.background?.type === 'video')).toBe(true);
        expect(body.unavailable.ctas[0]).toMatchObject({ role: 'link', url: '/contactez-nous' });
      }
      expect((await script('fr').then(json)) as { offensiveNameReply: string }).toMatchObject({
        offensiveNameReply: "Joli nom d'oiseau",
      });
      await expectError(await script('it'), 404, 'locale');
    });

    it('seeds the assistant once: another start changes nothing', async () => {
      const before = (await cms.payload.count({ collection: 'bot-intents' })).totalDocs;
      await cms.seedOnInit(cms.payload);
      expect((await cms.payload.count({ collection: 'bot-intents' })).totalDocs).toBe(before);
    });

    it('erases unmatched questions after 90 days in the nightly job', async () => {
      expect((await cms.payload.count({ collection: 'bot-unmatched-questions' })).totalDocs).toBeGreaterThan(
        0,
      );
      const report = await eraseExpired(cms.payload, new Date(Date.now() + 91 * 86_400_000));
      expect(report.unmatchedQuestions).toBeGreaterThan(0);
      expect((await cms.payload.count({ collection: 'bot-unmatched-questions' })).totalDocs).toBe(0);
    });
  });
}
