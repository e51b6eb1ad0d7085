// One lint setup for every workspace: typescript-eslint, Next's rules for the apps,
// and the architecture's import boundaries (ARCHITECTURE.md, "never" column).
import nextPlugin from '@next/eslint-plugin-next';
import tseslint from 'typescript-eslint';

const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/next-env.d.ts',
      'apps/cms/src/app/(payload)/**',
      'apps/cms/src/migrations/**',
      'apps/cms/src/payload-types.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/cms/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    settings: { next: { rootDir: ['apps/web/', 'apps/cms/'] } },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
  },
  {
    files: ['packages/**/*.ts'],
    rules: forbid(
      ['react', 'react-dom', 'next', 'next/*', 'payload', '@payloadcms/*'],
      'packages stay framework-free',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: forbid(
      ['@dav/cms', '**/apps/cms/**', 'payload', '@payloadcms/*'],
      'apps/web never imports the CMS',
    ),
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
