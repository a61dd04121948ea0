import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const ONE_ROUTER = { name: 'react-router', message: 'Import from react-router-dom: it is the one shared router package.' };

/**
 * bulletproof-react's rule, in every front-end app: a feature never imports another feature; what two
 * features share lives in the app's src/components or src/hooks, or in packages/*. A file `depth`
 * folders inside its feature reaches a sibling feature by climbing exactly `depth` times
 * (`../../quotes/...` from features/users/components/) or through a path naming `features/`; its own
 * feature's files never need either, so the rule holds for any feature name, present or future.
 */
const featureBoundaries = [1, 2, 3, 4, 5, 6].map((depth) => ({
  files: [`{shell,mfe-*}/src/features/*/${'*/'.repeat(depth - 1)}*`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [ONE_ROUTER],
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}[^./]|(^|/)features/`,
            message:
              'A feature does not import another feature: move what both need to src/components, src/hooks or packages/*. Within a feature, import without leaving its folder.',
          },
        ],
      },
    ],
  },
}));

/**
 * The API's house: imports go one way, modules → store and core, never back. `store/` (the data) and
 * `core/` (HTTP plumbing) never import a module, core never imports the store, modules and the seed
 * reach the data through the store's door (its index) and never its insides, and no file imports
 * itself back through others (no circles between modules, or anywhere). Tests may also open the
 * store's `testing` entry, to arrange and inspect stored records.
 */
const API_LAYERS = {
  modules: { regex: String.raw`(^|/)modules(/|$)`, message: 'store/ and core/ never import a module: imports go one way, modules → store and core.' },
  store: { regex: String.raw`(^|/)store(/|$)`, message: 'core/ never imports the store: what core needs of it is handed to it by app.ts.' },
  storeInsides: {
    regex: String.raw`(^|/)store/(?!index$)`,
    message: 'Modules reach the data through the store\'s door: import from its index (api/src/store), never a model, a view or a helper behind it.',
  },
  storeInsidesInTests: {
    regex: String.raw`(^|/)store/(?!(index|testing)$)(?!migrations/)`,
    message: 'Tests reach the data through the store\'s index, or arrange it through store/testing.',
  },
};

const apiHouse = [
  {
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.cjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['api/src/store/**/*.ts', 'api/src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_ROUTER], patterns: [API_LAYERS.modules] }] },
  },
  {
    files: ['api/src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_ROUTER], patterns: [API_LAYERS.modules, API_LAYERS.store] }] },
  },
  {
    files: ['api/src/modules/**/*.ts', 'api/src/seed/**/*.ts', 'api/src/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_ROUTER], patterns: [API_LAYERS.storeInsides] }] },
  },
  {
    files: ['api/src/modules/**/*.test.ts', 'api/src/seed/**/*.test.ts', 'api/src/core/**/*.test.ts', 'api/src/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_ROUTER], patterns: [API_LAYERS.storeInsidesInTests] }] },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': ['error', { paths: [ONE_ROUTER] }],
    },
  },
  ...featureBoundaries,
  ...apiHouse,
  {
    // The shared subsets are the one place that imports the packages behind the shared names.
    files: ['packages/platform/src/shared-subsets/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Server code has no React; `use*` names there (e.g. useTestApp) are not hooks.
    files: ['api/**', 'infra/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'react-hooks/exhaustive-deps': 'off' },
  },
  {
    // Command-line scripts talk to the terminal.
    files: ['infra/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs', '**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
