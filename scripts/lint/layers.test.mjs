import { describe, expect, it } from 'vitest';
import { LAYERS } from './boundaries.mjs';
import { cycles, layerProblems, reachesPackage } from './layers.mjs';

const CMS = 'apps/cms/src';
const at = (file) => `${CMS}/${file}`;
const check = (...edges) =>
  layerProblems(
    CMS,
    LAYERS[CMS],
    edges.map(([from, to]) => [at(from), at(to)]),
  );

describe('the CMS layers (npm run gates)', () => {
  it('let an import run down: a route to the contract, a collection to a domain module, anything to lib', () => {
    expect(
      check(
        ['app/wp-json/api/[locale]/offers/route.ts', 'contract/load-offers.ts'],
        ['collections/offers/index.ts', 'assistant/invalidate.ts'],
        ['intake/guard.ts', 'lib/respond.ts'],
        ['payload.config.ts', 'jobs/index.ts'],
      ),
    ).toEqual([]);
  });

  it('refuse an import that runs back up, naming both layers', () => {
    const [problem] = check(['lib/public-site.ts', 'payload.config.ts']);
    expect(problem).toContain('apps/cms/src/lib/public-site.ts imports apps/cms/src/payload.config.ts');
    expect(problem).toContain('"infrastructure" may not import "routes and staff views"');
    expect(check(['submissions/handle.ts', 'contract/load-offers.ts'])).toHaveLength(1);
    expect(check(['fields/localized-slug.ts', 'collections/pages/index.ts'])).toHaveLength(1);
  });

  it('refuse two folders of one layer that import each other', () => {
    expect(
      check(['mail/jobs.ts', 'retention/retention.ts'], ['retention/retention.ts', 'mail/queues.ts']),
    ).toEqual(['apps/cms/src: folders in a loop: mail ↔ retention']);
  });

  it('refuse files that import each other, in one folder', () => {
    expect(
      check(['search/offer-search.ts', 'search/memory.ts'], ['search/memory.ts', 'search/offer-search.ts']),
    ).toEqual([`apps/cms/src: files in a loop: ${at('search/memory.ts')} ↔ ${at('search/offer-search.ts')}`]);
  });

  it('refuse a folder no layer names', () => {
    expect(check(['helpers/x.ts', 'lib/y.ts'])[0]).toContain(
      'apps/cms/src/helpers/x.ts: in no layer of apps/cms/src',
    );
  });
});

describe('the packages', () => {
  it('let rules import the contract, and refuse the contract importing rules', () => {
    const layers = LAYERS.packages;
    expect(
      layerProblems('', layers, [['packages/rules/src/forms/a.ts', 'packages/contract/src/index.ts']]),
    ).toEqual([]);
    expect(
      layerProblems('', layers, [['packages/contract/src/form.ts', 'packages/rules/src/index.ts']]),
    ).toHaveLength(1);
  });
});

describe('cycles', () => {
  it('finds every loop once, and nothing in a graph that runs one way', () => {
    const graph = (pairs) => {
      const g = new Map();
      for (const [a, b] of pairs) (g.get(a) ?? g.set(a, new Set()).get(a)).add(b);
      return g;
    };
    expect(
      cycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
    expect(
      cycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
          ['d', 'e'],
          ['e', 'd'],
        ]),
      ),
    ).toEqual([
      ['d', 'e'],
      ['a', 'b', 'c'],
    ]);
  });
});

describe('the zod-free modules of the contract (npm run gates)', () => {
  const contract = (file) => `packages/contract/src/${file}`;
  const edges = [
    [contract('skills-answer.ts'), contract('skills-limits.ts')],
    [contract('skills.ts'), contract('skills-limits.ts')],
    [contract('skills.ts'), 'zod'],
    [contract('form.ts'), contract('errors.ts')],
    [contract('errors.ts'), 'zod'],
  ];

  it('let a zod-free module import another one, while a schema beside it imports zod', () => {
    expect(reachesPackage([contract('skills-answer.ts')], edges, 'zod')).toEqual([]);
  });

  it('refuse a zod-free module whose value import reaches zod, however far, naming the path', () => {
    const found = reachesPackage(
      [contract('skills-answer.ts'), contract('trads.ts')],
      [...edges, [contract('skills-answer.ts'), contract('form.ts')]],
      'zod',
    );
    expect(found).toEqual([
      `${contract('skills-answer.ts')} reaches zod through a value import: ${contract('skills-answer.ts')} → ${contract('form.ts')} → ${contract('errors.ts')} → zod`,
    ]);
  });
});
