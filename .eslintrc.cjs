/* Lint configuration for the whole monorepo (run with ESLINT_USE_FLAT_CONFIG=false, see package.json).
 * Besides code quality it enforces the dependency rule (packages/* are framework-free domain code)
 * and the web app's layout: features stand alone, shared code never reaches into a feature. */

const { readdirSync } = require('node:fs');

const nodeBuiltins = require('node:module').builtinModules.filter((name) => !name.startsWith('_'));

const appImportPatterns = [
  {
    group: ['**/apps/**', '@truth-or-dare/web', '@truth-or-dare/web/*', '@truth-or-dare/api', '@truth-or-dare/api/*'],
    message: 'Packages must never import from apps (dependency rule: apps -> packages).',
  },
];
const frameworkImportPatterns = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react', 'react-router', 'react-router-dom'],
    message: 'Packages are framework-free: no React.',
  },
  {
    group: ['@nestjs/*', 'typeorm', 'typeorm/*', 'better-sqlite3', 'pg', 'express'],
    message: 'Packages are framework-free: no NestJS, databases or servers.',
  },
  { group: ['node:*', ...nodeBuiltins], message: 'Packages run in the browser too: no Node-only modules.' },
];
const crossPackagePatterns = [
  {
    group: ['**/packages/*/src/**', '**/packages/*/dist/**', '../../packages/**', '../../../packages/**'],
    message: 'Import a package by its name (@truth-or-dare/...), never by path.',
  },
];
const browserGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'fetch',
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  'Audio',
  'HTMLElement',
].map((name) => ({
  name,
  message: 'Packages are framework-free: no DOM, browser globals or timers (time and chance are injected).',
}));

// The web app's layout (see CONTRIBUTING.md): shared folders -> features -> app shell, one way only.
const web = './apps/web/src';
const webFeatures = readdirSync(`${__dirname}/apps/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const crossFeatureZones = webFeatures.map((feature) => ({
  target: `${web}/features/${feature}`,
  from: `${web}/features`,
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need to components/ (or compose them in app/).',
}));
// What the app shell shares: the app-wide state it provides and the outlet toasts go to. The rest
// of app/ (routes, layout, providers) composes features and is imported by none of them.
const appShared = ['./shared-username.tsx', './initial-data.tsx', './toast-outlet.ts'];
const sharedFolders = [`${web}/api`, `${web}/components`, `${web}/config`];
const layoutZones = ({ appAllowed, inTests }) => [
  ...crossFeatureZones,
  {
    target: `${web}/features`,
    from: `${web}/app`,
    except: appAllowed,
    message: 'Features never import the app shell (routes, layout, providers): it imports them.',
  },
  { target: sharedFolders, from: `${web}/features`, message: 'Shared code never depends on a feature.' },
  { target: sharedFolders, from: `${web}/app`, except: appShared, message: 'Shared code never imports the app shell.' },
  ...(inTests
    ? []
    : [
        {
          target: [...sharedFolders, `${web}/app`, `${web}/features`],
          from: `${web}/testing`,
          message: 'Only tests import testing/.',
        },
      ]),
];
// A page's path is written once, in packages/room-protocol/src/site-paths.ts: links and redirects
// take it from SITE_PATHS. A root-relative string without a file extension outside the asset
// folders is a page path; external links, mailto:, anchors and asset files stay allowed.
const pagePathString = '/^\\x2F(?!\\x2F|icons\\x2F|images\\x2F|assets\\x2F)[^.]*$/';
const pagePathTemplateStart = '/^\\x2F(?!\\x2F|icons\\x2F|images\\x2F|assets\\x2F)/';
const linkAttribute = 'JSXAttribute[name.name=/^(to|href|path)$/]';
const navigateCall = "CallExpression[callee.name='navigate']";
const pagePathMessage =
  'Take page paths from SITE_PATHS (@truth-or-dare/room-protocol/site-content); a new page gets its path in packages/room-protocol/src/site-paths.ts.';
const hardCodedPagePaths = [
  `${linkAttribute} > Literal[value=${pagePathString}]`,
  `${linkAttribute} > JSXExpressionContainer > Literal[value=${pagePathString}]`,
  `${linkAttribute} > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=${pagePathTemplateStart}]`,
  `Property[key.name=/^(to|href)$/] > Literal[value=${pagePathString}]`,
  `${navigateCall} > Literal[value=/^\\x2F/]`,
  `${navigateCall} > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\x2F/]`,
].map((selector) => ({ selector, message: pagePathMessage }));

const webTestFiles = [
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/src/**/*-test-helpers.{ts,tsx}',
  'apps/web/src/testing/**/*.{ts,tsx}',
];

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2023, sourceType: 'module' },
  plugins: ['@typescript-eslint', 'import', 'check-file'],
  // prettier last: it switches off every rule that would argue with the formatter.
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'prettier'],
  env: { es2023: true },
  ignorePatterns: [
    '**/dist/**',
    '**/dist-server/**',
    '**/node_modules/**',
    '**/coverage/**',
    '.nx/**',
    'apps/api/data/**',
  ],
  settings: {
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'] } },
    // Other packages are read through their built dist/, which never imports back: no need to walk it.
    'import/ignore': ['/dist/', 'node_modules'],
  },
  rules: {
    'import/no-cycle': ['error', { ignoreExternal: true }],
    'check-file/filename-naming-convention': [
      'error',
      { '**/*.{ts,tsx,mts,cts}': 'KEBAB_CASE' },
      { ignoreMiddleExtensions: true },
    ],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': [
      'error',
      { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
    ],
    'no-restricted-imports': ['error', { patterns: crossPackagePatterns }],
  },
  overrides: [
    {
      // Domain packages: no apps, no frameworks, no DOM, no Node, no hidden time or chance.
      files: ['packages/*/src/**/*.ts'],
      env: { browser: false, node: false },
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...appImportPatterns, ...frameworkImportPatterns, ...crossPackagePatterns] },
        ],
        'no-restricted-globals': [
          'error',
          ...browserGlobals,
          { name: 'process', message: 'Packages are framework-free: no Node globals.' },
        ],
        'no-restricted-properties': [
          'error',
          {
            object: 'Math',
            property: 'random',
            message: 'Chance is injected: take a random source as a parameter or machine input.',
          },
          { object: 'Date', property: 'now', message: 'Time is injected: use the actor clock or a parameter.' },
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector: "NewExpression[callee.name='Date']",
            message: 'Time is injected: use the actor clock or a parameter.',
          },
        ],
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
      files: [
        '**/*.cjs',
        '**/*.mjs',
        '**/scripts/**/*.{js,mjs,ts}',
        '**/*.config.ts',
        'apps/api/**/*.ts',
        'apps/web/e2e/**/*.ts',
      ],
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
      // TypeORM orders migrations by the timestamp that starts their name.
      files: ['apps/api/src/database/migrations/[0-9]*.ts'],
      rules: {
        'check-file/filename-naming-convention': ['error', { '**/*.ts': '+([0-9])-+([a-z0-9])*(-+([a-z0-9]))' }],
      },
    },
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      env: { browser: true },
      plugins: ['react-hooks'],
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        'import/no-restricted-paths': [
          'error',
          { basePath: __dirname, zones: layoutZones({ appAllowed: appShared, inTests: false }) },
        ],
      },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      excludedFiles: webTestFiles,
      rules: { 'no-restricted-syntax': ['error', ...hardCodedPagePaths] },
    },
    {
      // A test may render the whole app, as a visitor sees it.
      files: webTestFiles,
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            basePath: __dirname,
            zones: layoutZones({ appAllowed: [...appShared, './routes.tsx', './providers.tsx'], inTests: true }),
          },
        ],
      },
    },
    {
      files: ['apps/web/src/**/*.tsx'],
      extends: ['plugin:jsx-a11y/recommended'],
      rules: {
        // A scrolling log or region takes focus so keyboards can scroll it (axe: scrollable-region-focusable).
        'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'log', 'region'] }],
      },
    },
    {
      files: webTestFiles,
      extends: ['plugin:testing-library/react'],
      // Tests render through testing/render.tsx (Testing Library inside the app's translation provider).
      settings: { 'testing-library/utils-module': 'testing/render' },
    },
    {
      files: ['**/*.test.{ts,tsx,mts}'],
      extends: ['plugin:@vitest/legacy-recommended'],
      rules: {
        // Helpers that assert are named expect… (expectRefused, e2e.expectNoA11yViolations).
        '@vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', '*.expect*'] }],
        // Vitest's expect(value, message) names the failing case.
        '@vitest/valid-expect': ['error', { maxArgs: 2 }],
      },
    },
  ],
};
