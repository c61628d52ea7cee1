// Type-aware lint for the whole repository, with React hooks and JSX accessibility rules.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { HEADER_FLOORS } from './scripts/header-floors.mjs';

const DEMO_SEED = { name: '@exchange/contract/demo', message: 'Demo seed data must not reach the browser bundle.' };
const TEST_TOOLING = { group: ['**/test/**', 'vitest', 'vitest/*', '@testing-library/*', '@playwright/*'], message: 'Product code imports no test tooling (test/ folders, test runners).' };

/** The browser's header never loads React DOM's server renderer: only the `./server` entry does. */
const SERVER_RENDER = { group: ['react-dom/server', '**/server/index.tsx'], message: 'Only @exchange/header/server renders to a string (the browser bundle stays without it).' };

/** For each folder of the header: the folders it must not import (its floor and those above). */
function headerFloors() {
  return HEADER_FLOORS.flatMap((floor, level) =>
    floor.map((folder) => {
      const notBelow = HEADER_FLOORS.slice(0, level + 1).flat().filter((name) => name !== folder);
      return [
        `packages/header/${folder}/**/*.{ts,tsx}`,
        { regex: `^(?:\\.\\./)+(?:${notBelow.join('|')})/`, message: `${folder}/ imports only folders on lower floors (scripts/header-floors.mjs, HEADER_FLOORS): not ${notBelow.join(', ')}.` },
      ];
    }),
  );
}

/** The header's views call the API through named calls and hooks (data/calls.ts), never `request()` itself. */
const NAMED_CALLS = { group: ['**/api/index.ts', '**/api/client.ts'], importNames: ['request', 'optional'], message: 'Views call the API through data/calls.ts (a named call or hook), never request() itself.' };

/**
 * A person's own values (the login name and its initial, the UID, the avatar URL): parts/Personal.tsx
 * is their one reader and prints them as they are; server/ fills the kept HTML's holes with them
 * (docs/server-rendering.md, Holes). Anywhere else in the header reading `loginName`, `userId` or
 * `userAvatar` is an error, and so is importing Personal.tsx's raw access.
 */
const PERSONAL_FIELD = '/^(?:loginName|userId|userAvatar)$/';
const PERSONAL_MESSAGE = 'Only parts/Personal.tsx reads a person’s values (print them with <PersonalValue>, <PersonalAvatar>, usePersonalMessage): a kept header’s HTML is shared by everyone of a kind (docs/server-rendering.md, Holes).';
const PERSONAL_READS = [
  { selector: `MemberExpression[property.name=${PERSONAL_FIELD}]`, message: PERSONAL_MESSAGE },
  { selector: `MemberExpression[property.value=${PERSONAL_FIELD}]`, message: PERSONAL_MESSAGE },
  { selector: `ObjectPattern > Property[key.name=${PERSONAL_FIELD}]`, message: PERSONAL_MESSAGE },
];
const PERSONAL_RAW = {
  group: ['**/parts/Personal.tsx'],
  importNames: ['personalValuesOf', 'withPersonalValues', 'PersonalHoleTally'],
  message: 'Only server/ (the kept HTML) reads a person’s values raw; the header prints them with parts/Personal.tsx’s components.',
};

const HEADER_VIEWS = ['root', 'page', 'settings', 'security', 'desktop', 'mobile', 'parts', 'notify', 'shell'];

/**
 * One no-restricted-imports block per folder, after the one for the whole package (a later block
 * replaces the rule, so each repeats the base): the folder's own patterns and its floor's.
 */
function headerBoundaries(folders) {
  const blocks = new Map(Object.entries(folders));
  for (const [files, floor] of headerFloors()) blocks.set(files, [...(blocks.get(files) ?? []), floor]);
  for (const view of HEADER_VIEWS) blocks.get(`packages/header/${view}/**/*.{ts,tsx}`)?.push(NAMED_CALLS);
  return [...blocks].map(([files, patterns]) => ({
    files: [files],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [DEMO_SEED], patterns: [TEST_TOOLING, SERVER_RENDER, PERSONAL_RAW, ...patterns] }] },
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
  // The header's boundaries (docs/package.md, Folders): product code imports no test tooling and no
  // demo seed; the navigation model imports no React and no i18n runtime; each folder imports only
  // folders on lower floors (HEADER_FLOORS: so a layout does not import the other layout, and
  // parts import neither).
  ...headerBoundaries({
    'packages/header/**/*.{ts,tsx}': [],
    'packages/header/nav/**/*.ts': [
      { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@lingui/*'], message: 'The navigation model is pure TypeScript: no React, no i18n runtime.' },
      { group: ['**/i18n/index.ts', '**/i18n/useT.ts'], message: 'The navigation model uses no i18n runtime (numbers.ts and the catalogs’ types are pure).' },
    ],
  }),
  {
    // The header's parts print a person's values through parts/Personal.tsx only (PERSONAL_READS).
    files: ['packages/header/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'packages/header/parts/Personal.tsx', 'packages/header/server/**'],
    rules: { 'no-restricted-syntax': ['error', ...PERSONAL_READS] },
  },
  {
    // The one folder that may render to a string (its rules replace the ones above for its files,
    // so it repeats its floor).
    files: ['packages/header/server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [DEMO_SEED], patterns: [TEST_TOOLING, ...headerFloors().filter(([files]) => files.startsWith('packages/header/server/')).map(([, floor]) => floor)] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
