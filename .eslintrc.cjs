/* Lint configuration for the whole monorepo (run with ESLINT_USE_FLAT_CONFIG=false, see package.json).
 * Besides code quality it enforces the dependency rule: packages/* are framework-free domain code. */

const nodeBuiltins = require('node:module').builtinModules.filter((name) => !name.startsWith('_'));

const appImportPatterns = [
  { group: ['**/apps/**', '@truth-or-dare/web', '@truth-or-dare/web/*', '@truth-or-dare/api', '@truth-or-dare/api/*'], message: 'Packages must never import from apps (dependency rule: apps -> packages).' },
];
const frameworkImportPatterns = [
  { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react', 'react-router', 'react-router-dom'], message: 'Packages are framework-free: no React.' },
  { group: ['@nestjs/*', 'typeorm', 'typeorm/*', 'better-sqlite3', 'pg', 'express'], message: 'Packages are framework-free: no NestJS, databases or servers.' },
  { group: ['node:*', ...nodeBuiltins], message: 'Packages run in the browser too: no Node-only modules.' },
];
const crossPackagePatterns = [
  { group: ['**/packages/*/src/**', '**/packages/*/dist/**', '../../packages/**', '../../../packages/**'], message: 'Import a package by its name (@truth-or-dare/...), never by path.' },
];
const browserGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch', 'setTimeout', 'setInterval', 'requestAnimationFrame', 'Audio', 'HTMLElement'].map((name) => ({
  name,
  message: 'Packages are framework-free: no DOM, browser globals or timers (time and chance are injected).',
}));

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2023, sourceType: 'module' },
  plugins: ['@typescript-eslint'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended'],
  env: { es2023: true },
  ignorePatterns: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/coverage/**', '.nx/**', 'apps/api/data/**'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    'no-restricted-imports': ['error', { patterns: crossPackagePatterns }],
  },
  overrides: [
    {
      // Domain packages: no apps, no frameworks, no DOM, no Node, no hidden time or chance.
      files: ['packages/*/src/**/*.ts'],
      env: { browser: false, node: false },
      rules: {
        'no-restricted-imports': ['error', { patterns: [...appImportPatterns, ...frameworkImportPatterns, ...crossPackagePatterns] }],
        'no-restricted-globals': ['error', ...browserGlobals, { name: 'process', message: 'Packages are framework-free: no Node globals.' }],
        'no-restricted-properties': [
          'error',
          { object: 'Math', property: 'random', message: 'Chance is injected: take a random source as a parameter or machine input.' },
          { object: 'Date', property: 'now', message: 'Time is injected: use the actor clock or a parameter.' },
        ],
        'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Time is injected: use the actor clock or a parameter.' }],
      },
    },
    {
      // Tests of packages may use Node to read fixtures; they are not shipped.
      files: ['packages/*/src/**/*.test.ts'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [...appImportPatterns, ...crossPackagePatterns] }],
      },
    },
    {
      files: ['**/*.cjs', '**/*.mjs', '**/scripts/**/*.{js,mjs,ts}', '**/*.config.ts', 'apps/api/**/*.ts', 'apps/web/e2e/**/*.ts'],
      env: { node: true },
    },
    {
      // NestJS resolves providers from emitted type metadata, so constructor types must stay value imports.
      files: ['apps/api/**/*.ts'],
      rules: { '@typescript-eslint/consistent-type-imports': 'off' },
    },
    {
      files: ['**/*.cjs'],
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      env: { browser: true },
      plugins: ['react-hooks'],
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  ],
};
