// One lint setup for every workspace: typescript-eslint, React's hooks rules, Next's rules for the
// apps, and the architecture's boundaries (docs/architecture.md, "Where code goes").
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/lint/boundaries.mjs';

const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

const webNeverImportsTheCms = {
  group: ['@dav/cms', '**/apps/cms/**', 'payload', '@payloadcms/*'],
  message: 'apps/web never imports the CMS',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-bench/**',
      '**/next-env.d.ts',
      'apps/cms/src/app/(payload)/**',
      'apps/cms/src/migrations/**',
      'apps/cms/src/payload-types.ts',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/cms/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    settings: { next: { rootDir: ['apps/web/', 'apps/cms/'] } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['packages/**/*.ts'],
    plugins: { boundaries },
    rules: {
      ...forbid(
        ['react', 'react-dom', 'next', 'next/*', 'payload', '@payloadcms/*', 'node:*', 'server-only'],
        'packages stay pure: no framework, no Node built-in (they run in the browser too)',
      ),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'packages do no I/O: the apps fetch and pass the data in' },
        { name: 'process', message: 'packages never read the environment: the apps read it in their env.ts' },
      ],
    },
  },
  {
    // `@dav/contract/preview`, imported by the apps' server code only (never the contract's
    // index): signing a preview link needs node:crypto.
    files: ['packages/contract/src/preview.ts'],
    rules: forbid(
      ['react', 'react-dom', 'next', 'next/*', 'payload', '@payloadcms/*', 'server-only'],
      'packages stay pure: no framework',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [webNeverImportsTheCms],
          paths: [
            {
              name: 'next/link',
              message:
                'use RouteLink (components/ui/route-link.tsx): a link never prefetches on its own, the shell prefetches links in view after 2 s idle',
            },
          ],
        },
      ],
    },
  },
  {
    // The live preview's listener (draft sessions only): Payload's small browser library, which
    // brings no CMS code, only the admin's messages.
    files: ['apps/web/src/features/preview/live-refresh.client.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              ...webNeverImportsTheCms,
              group: [...webNeverImportsTheCms.group, '!@payloadcms/live-preview-react'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/route-link.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webNeverImportsTheCms] }] },
  },
  {
    files: ['apps/cms/**/*.{ts,tsx}'],
    rules: forbid(['@dav/web', '**/apps/web/**'], 'apps/cms never imports the website'),
  },
  {
    // One reader of the environment per app: its schema (env-schema.ts), through env.ts
    // (docs/architecture.md#configuration). NODE_ENV and NEXT_RUNTIME stay literal where Next must
    // inline them (client code, instrumentation); a write, such as a setting for Payload, is no read.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/cms/src/**/*.{ts,tsx}'],
    ignores: ['apps/cms/src/env.ts', 'apps/web/src/lib/env.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='process'][property.name='env']:not(AssignmentExpression > MemberExpression.left > .object):not(MemberExpression[property.name=/^(NODE_ENV|NEXT_RUNTIME)$/] > .object)",
          message:
            "read the environment through the app's env.ts: every variable is declared in its env-schema.ts, from which the README's table is generated",
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/client-imports': [
        'error',
        {
          forbidden: ['server-only', '@/lib/cms', '@/lib/cms/*', '@/lib/i18n/*', '@/lib/env', 'node:*'],
          message:
            "a 'use client' module reaches the browser: it never imports the CMS reader, server-only modules or the server's i18n helpers",
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.config.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
