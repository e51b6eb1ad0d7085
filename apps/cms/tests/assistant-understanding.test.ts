import { LOCALES } from '@dav/contract';
import { searchTerms } from '@dav/rules/search';
import { describe, expect, it } from 'vitest';
import { buildClassifier } from '../src/assistant/classifier';
import { SEED_INTENTS } from '../src/seed/content/assistant/intents';
import { answerLink, scoreTable } from './assistant/evaluate';
import { QUESTION_TABLE } from './assistant/question-table';
import { seedEntities } from './assistant/seed-entities';

/*
 * The assistant's understanding against a table of questions it was not taught (pure: no
 * database): each language's model is built from the seeded intents, and each question must lead
 * to its page, with the offers search prefilled from what it names.
 */

const MIN_SHARE = 0.9;

/** Pages the seeded answers may lead to, per language (the about and privacy slugs are translated). */
const SITE_PATHS = new Set([
  '/nos-offres',
  '/candidature-spontanee',
  '/espace-coworking',
  '/une-journee-chez-dav',
  '/contactez-nous',
  '/nos-filiales',
  '/nos-formations',
  '/blog',
  '/qui-sommes-nous',
  '/about-us',
  '/quienes-somos',
  '/uber-uns',
  '/politique-de-confidentialite',
  '/privacy-policy',
  '/politica-de-privacidad',
  '/datenschutz',
]);
const YOUARE = new Set(['customer', 'candidate', 'createur', 'journaliste', 'snowden']);

describe('the seeded intents', () => {
  it('have unique kebab-case keys, at least 8 examples and an answer leading to a real page in every language', () => {
    const keys = SEED_INTENTS.map((intent) => intent.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const intent of SEED_INTENTS) {
      expect(intent.key).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      for (const locale of LOCALES) {
        const { examples, answer } = intent.text[locale];
        expect(new Set(examples).size, `${intent.key} ${locale}`).toBeGreaterThanOrEqual(8);
        expect(answer.length).toBeGreaterThan(0);
        for (const item of answer) {
          for (const url of [
            item.redirection,
            ...(item.ctas ?? []).map((cta) => ('url' in cta ? cta.url : undefined)),
          ]) {
            if (url === undefined) continue;
            const [path, query] = url.split('?', 2);
            expect(SITE_PATHS, `${intent.key} ${locale}: ${url}`).toContain(path);
            const youare = new URLSearchParams(query).get('youare');
            if (youare !== null) expect(YOUARE).toContain(youare);
          }
        }
        expect(answerLink(intent, locale), `${intent.key} ${locale}`).not.toBeNull();
        if (intent.kind === 'offers') expect(answerLink(intent, locale)).toBe('/nos-offres');
      }
    }
  });
});

describe('the question table', () => {
  it.each(LOCALES)('has at least 40 questions in %s, none of them a seeded example', (locale) => {
    const rows = QUESTION_TABLE[locale];
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const examples = new Set(
      SEED_INTENTS.flatMap((intent) =>
        intent.text[locale].examples.map((e) => searchTerms(locale, e).join(' ')),
      ),
    );
    const taught = rows.filter((row) => examples.has(searchTerms(locale, row.question).join(' ')));
    expect(taught.map((row) => row.question)).toEqual([]);
  });
});

describe('understanding', () => {
  it.each(LOCALES)(`leads at least ${MIN_SHARE * 100} % of the table to the right page in %s`, (locale) => {
    const classifier = buildClassifier(
      locale,
      SEED_INTENTS.map((intent) => ({ key: intent.key, examples: intent.text[locale].examples })),
    );
    const score = scoreTable(
      locale,
      (question) => classifier.classify(question),
      QUESTION_TABLE[locale],
      SEED_INTENTS,
      seedEntities(locale),
    );
    const share = score.right / score.total;
    console.log(`[assistant] ${locale}: ${score.right}/${score.total} right (${(share * 100).toFixed(1)} %)`);
    for (const wrong of score.wrong)
      console.log(`  ✗ ${wrong.question} → ${wrong.got} (expected ${wrong.expected})`);
    expect(share).toBeGreaterThanOrEqual(MIN_SHARE);
  });
});
