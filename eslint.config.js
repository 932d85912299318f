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

/**
 * The shared layers of src/ and which of them each may use: a one-way order, so no two of them
 * import each other (tests/contract/folder-imports.test.ts checks every top-level folder).
 */
const SHARED_USES = {
  lib: [],
  i18n: ['lib'],
  theme: ['lib'],
  api: ['lib'],
  monitoring: ['api', 'lib'],
  auth: ['api', 'i18n', 'lib'],
  components: ['api', 'auth', 'i18n', 'lib', 'monitoring', 'theme'],
};
const SHARED = Object.keys(SHARED_USES);

/** Layers of src/: a feature may use every shared layer and itself, never another feature. */
const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  ...SHARED.map((layer) => ({ type: layer, pattern: `src/${layer}` })),
  // The addresses the build writes pages for and the web server answers with them (scripts/vite-prerender.ts,
  // scripts/nginx/). The app never imports it: only the pre-render's entry and the head script do.
  { type: 'prerender', pattern: 'src/prerender' },
  // index.html's head script, inlined by the build before the app runs.
  { type: 'boot', pattern: 'src/boot' },
  { type: 'test-support', pattern: 'src/test' },
  { type: 'entry', pattern: 'src/*.{ts,tsx}', partialMatch: false },
  { type: 'generated', pattern: 'generated' },
  { type: 'sandbox', pattern: 'mocks' },
];

const allow = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { type: to } } } });

const boundaryPolicies = [
  allow('entry', ['app', ...SHARED, 'prerender', 'generated']),
  allow('app', ['app', 'feature', ...SHARED, 'generated']),
  allow('prerender', ['prerender', 'i18n', 'lib']),
  allow('boot', ['prerender']),
  allow('feature', [...SHARED, 'generated']),
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
  },
  ...Object.entries(SHARED_USES).map(([layer, uses]) => allow(layer, [layer, ...uses, 'generated'])),
  allow('generated', ['generated', 'api']),
  // A test may wire layers together that its code under test only meets at run time (the mutator and the session).
  { from: { file: { categories: 'test' } }, allow: { to: { element: { type: ['test-support', 'sandbox', ...SHARED, 'generated'] } } } },
  allow('test-support', [...SHARED, 'generated', 'sandbox', 'test-support']),
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
      'boundaries/files': [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', 'src/test/**', 'src/features/*/test/**'] }],
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
    // The sandbox's modules import one way too (mocks/sandbox/world: large.ts grows what seed.ts seeds).
    files: ['mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
