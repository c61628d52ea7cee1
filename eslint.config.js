// Type-aware lint for the whole repository, with React hooks and JSX accessibility rules.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DEMO_SEED = { name: '@exchange/contract/demo', message: 'Demo seed data must not reach the browser bundle.' };
const TEST_TOOLING = { group: ['**/test/**', 'vitest', 'vitest/*', '@testing-library/*', '@playwright/*'], message: 'Product code imports no test tooling (test/ folders, test runners).' };

/** The browser's header never loads React DOM's server renderer: only the `./server` entry does. */
const SERVER_RENDER = { group: ['react-dom/server', '**/server/index.tsx'], message: 'Only @exchange/header/server renders to a string (the browser bundle stays without it).' };

/** One no-restricted-imports block per folder (a later block replaces the rule, so each repeats the base). */
function headerBoundaries(folders) {
  return Object.entries(folders).map(([files, patterns]) => ({
    files: [files],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [DEMO_SEED], patterns: [TEST_TOOLING, SERVER_RENDER, ...patterns] }] },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/build-bare/**',
      'bench/.output/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/.next/**',
      'apps/hosts/next/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'e2e/.output/**',
      'apps/catalogue/.output/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'scripts/bench/*.mjs', 'apps/web/server.js', 'apps/hosts/next/host.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // React Router's loaders throw redirects and error responses by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }, { from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  // The header's boundaries (README, Layout): product code imports no test tooling and no demo
  // seed; the navigation model imports no React and no i18n runtime; a layout does not import the
  // other layout, and the parts both layouts use import neither.
  ...headerBoundaries({
    'packages/header/**/*.{ts,tsx}': [],
    'packages/header/nav/**/*.ts': [
      { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@lingui/*'], message: 'The navigation model is pure TypeScript: no React, no i18n runtime.' },
      { group: ['**/i18n/index.ts', '**/i18n/useT.ts', '**/i18n/vite-plugin.ts'], message: 'The navigation model uses no i18n runtime (numbers.ts and the catalogs’ types are pure).' },
      { group: ['**/shell/**', '**/desktop/**', '**/mobile/**', '**/parts/**', '**/settings/**', '**/security/**', '**/notify/**'], message: 'The navigation model imports no view.' },
    ],
    'packages/header/desktop/**/*.{ts,tsx}': [{ group: ['**/mobile/**'], message: 'A layout does not import the other layout: shared parts live in parts/.' }],
    'packages/header/mobile/**/*.{ts,tsx}': [{ group: ['**/desktop/**'], message: 'A layout does not import the other layout: shared parts live in parts/.' }],
    'packages/header/parts/**/*.{ts,tsx}': [{ group: ['**/desktop/**', '**/mobile/**', '**/shell/Header*'], message: 'Parts are used by the layouts, not the other way round.' }],
  }),
  {
    // The one folder that may render to a string (its rules replace the ones above for its files).
    files: ['packages/header/server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [DEMO_SEED], patterns: [TEST_TOOLING] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
