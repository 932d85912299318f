import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/test/**'];

/** Layers of src/: a feature may use every shared layer and itself, never another feature. */
const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'shared', pattern: 'src/(api|auth|components|i18n|lib|monitoring|theme)', capture: ['layer'] },
  // The addresses the build writes pages for and the web server answers with them (scripts/vite-prerender.ts, scripts/nginx/).
  { type: 'prerender', pattern: 'src/prerender' },
  // index.html's head script, inlined by the build before the app runs.
  { type: 'boot', pattern: 'src/boot' },
  { type: 'test-support', pattern: 'src/test' },
  { type: 'entry', pattern: 'src/*.{ts,tsx}', partialMatch: false },
  { type: 'generated', pattern: 'generated' },
  { type: 'sandbox', pattern: 'mocks' },
];

const boundaryPolicies = [
  { from: { element: { type: 'entry' } }, allow: { to: { element: { type: ['app', 'shared', 'prerender', 'generated'] } } } },
  { from: { element: { type: 'app' } }, allow: { to: { element: { type: ['app', 'feature', 'shared', 'prerender', 'generated'] } } } },
  { from: { element: { type: 'prerender' } }, allow: { to: { element: { type: ['prerender', 'shared'] } } } },
  { from: { element: { type: 'boot' } }, allow: { to: { element: { type: 'prerender' } } } },
  { from: { element: { type: 'feature' } }, allow: { to: { element: { type: ['shared', 'generated'] } } } },
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
  },
  { from: { element: { type: 'shared' } }, allow: { to: { element: { type: ['shared', 'generated'] } } } },
  { from: { element: { type: 'generated' } }, allow: { to: { element: { type: ['generated', 'shared'] } } } },
  { from: { file: { categories: 'test' } }, allow: { to: { element: { type: ['test-support', 'sandbox'] } } } },
  { from: { element: { type: 'test-support' } }, allow: { to: { element: { type: ['shared', 'generated', 'sandbox', 'test-support'] } } } },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'test-results-*',
      'generated',
      'node_modules',
      'test-results',
      'playwright-report',
      '.cache',
      'src/i18n/locales/**/*.ts',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { ecmaVersion: 'latest', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [...pluginQuery.configs['flat/recommended'], jsxA11y.flatConfigs.recommended],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'generated/**/*', 'mocks/**/*'],
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', 'src/test/**', 'src/features/*/test/**', 'src/features/*/testing/**'] },
      ],
    },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../*'], message: 'Use the @/ alias across folders.' }],
          // Zod configured before any schema exists (scripts/templates/zod.ts); its types may come from 'zod'.
          paths: [{ name: 'zod', message: "Import Zod from '@generated/zod', which configures it first.", allowTypeImports: true }],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
    },
  },
  {
    // The virtualised tables lay rows out with CSS (display: grid/block), which drops the table
    // semantics in Chromium: the roles are written out on purpose.
    files: ['src/components/data-table/**/*.tsx'],
    rules: { 'jsx-a11y/no-redundant-roles': 'off', 'jsx-a11y/no-interactive-element-to-noninteractive-role': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: TEST_FILES,
    extends: [lingui.configs['flat/recommended']],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Strings a person never reads: CSS values, keys and identifiers (operationIds, enum values).
          ignore: ['^[^A-Z]*$', '^\\S*[.:/(]\\S*$', '^[a-z]+(?:[A-Z][a-z0-9]*)+$', '^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$'],
          ignoreNames: [
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            { regex: { pattern: '^(data-testid|type|name|id|key|href|to|variant|colorPalette)$' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'URL', 'URLSearchParams.*', 'useCan', 'validateParams'],
        },
      ],
    },
  },
  {
    files: TEST_FILES,
    extends: [testingLibrary.configs['flat/react']],
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
  },
);
