// A local ESLint rule for a boundary no file-glob can express: a module that starts with
// 'use client' is bundled for the browser, so it must not import server-side modules.
// Relative imports are resolved against the file so `../../lib/cms` is caught as `@/lib/cms`.
import path from 'node:path';

const isUseClient = (program) =>
  program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');

const toAlias = (source, filename) => {
  if (!source.startsWith('.')) return source;
  const abs = path.resolve(path.dirname(filename), source);
  const marker = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
  const at = abs.indexOf(marker);
  return at === -1
    ? source
    : `@/${abs
        .slice(at + marker.length)
        .split(path.sep)
        .join('/')}`;
};

const matches = (spec, pattern) =>
  pattern.endsWith('/*')
    ? spec.startsWith(pattern.slice(0, -1))
    : spec === pattern || spec.startsWith(`${pattern}/index`);

const clientImports = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { forbidden: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { forbidden = [], message = 'not importable from a client module' } = context.options[0] ?? {};
    let client = false;
    const check = (node) => {
      if (!client || !node.source || typeof node.source.value !== 'string') return;
      const spec = toAlias(node.source.value, context.filename);
      const hit = forbidden.find((pattern) => matches(spec, pattern));
      if (hit) context.report({ node: node.source, message: `${node.source.value}: ${message}` });
    };
    return {
      Program(program) {
        client = isUseClient(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const boundaries = { rules: { 'client-imports': clientImports } };

/**
 * The contract's zod-free modules, for the browser: nothing they import for its value, however
 * far, imports zod. A browser bundle that holds zod breaks the site's CSP (zod 4 probes
 * `new Function` before it parses an object). scripts/lint/layers.mjs checks it in `npm run gates`.
 */
export const ZOD_FREE = [
  'packages/contract/src/skills-answer.ts',
  'packages/contract/src/skills-limits.ts',
  'packages/contract/src/submission-answer.ts',
  'packages/contract/src/submission-request.ts',
  'packages/contract/src/trads.ts',
  'packages/contract/src/visitor-address.ts',
];

/**
 * The layers of each tree, top first (docs/architecture.md, "Layers"). A file imports files of
 * its own folder or of a layer below; folders of one layer may import each other, but never in a
 * loop. scripts/lint/layers.mjs checks it in `npm run gates`. A unit is a top folder of the tree
 * or a file at its root.
 */
export const LAYERS = {
  'apps/cms/src': [
    [
      'routes and staff views',
      [
        'app',
        'routes',
        'admin',
        'seed',
        'jobs',
        'payload.config.ts',
        'schema.ts',
        'instrumentation.ts',
        'proxy.ts',
      ],
    ],
    ['contract', ['contract']],
    ['schema', ['collections', 'globals']],
    [
      'domain',
      [
        'submissions',
        'whistleblowing',
        'skills',
        'assistant',
        'retention',
        'notifications',
        'intake',
        'mail',
        'search',
        'translations',
      ],
    ],
    ['schema parts', ['access', 'fields', 'hooks', 'i18n']],
    [
      'infrastructure',
      [
        'lib',
        'db',
        'storage',
        'files',
        'migrations',
        'env.ts',
        'env-schema.ts',
        'env-storage.ts',
        'payload-types.ts',
      ],
    ],
  ],
  'apps/web/src': [
    ['routes', ['app', 'proxy.ts', 'instrumentation.ts', 'instrumentation-node.ts']],
    ['features', ['features']],
    ['components', ['components']],
    ['hooks', ['hooks']],
    ['lib', ['lib', 'styles']],
  ],
  packages: [
    ['rules', ['packages/rules/src']],
    ['contract', ['packages/contract/src']],
  ],
};
