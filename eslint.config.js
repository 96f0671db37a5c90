// One lint setup for every package. The workflows rule is the important one: workflow code is
// replayed and must stay deterministic, so it may not touch Node built-ins or anything that does I/O.
// Which package may import which is the README's "Folders" table, in ./eslint/package-boundaries.js.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const { builtinModules } = require('node:module');
const { packageBoundaries } = require('./eslint/package-boundaries');

const nodeBuiltins = builtinModules.flatMap((m) => [m, `node:${m}`]);
const ioPackages = [
  'pg',
  'knex',
  'objection',
  'ioredis',
  'bullmq',
  'koa',
  '@koa/*',
  'nodemailer',
  'pino',
  '@temporalio/client',
  '@temporalio/worker',
  '@temporalio/activity',
];
// What only the console is built with; the portal has no UI framework.
const uiFrameworks = ['react-admin', 'ra-*', '@mui/*'];
// Tests and their harnesses (src/testing) set rows up as directly as they can.
const testsAndHarnesses = ['**/*.test.ts', '**/src/testing/**'];
// A table named in a knex call: what no runtime code of the api or the workers writes.
const tableByName = [
  {
    selector:
      "CallExpression[callee.type='Identifier'][callee.name=/^(db|trx|knex)$/][arguments.0.type=/Literal$/]",
    message: 'Query a table through its model (Model.query(trx)), not knex with its name.',
  },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name='db'][arguments.0.type=/Literal$/]",
    message: 'Query a table through its model (Model.query(trx)), not knex with its name.',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(from|into|table|join|leftJoin|innerJoin)$/][arguments.0.type='Literal'][arguments.0.value=/^[a-z_]+( as [a-z]+)?$/]",
    message: 'Join or select from a table through its model (joinRelated, Model.query()), not by name.',
  },
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tools/**',
      'coverage/**',
      'test-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The two front ends, and the code they share, run in the browser.
    files: ['admin-ui/**/*.{ts,tsx}', 'portal-ui/**/*.{ts,tsx}', 'ui-kit/**/*.{ts,tsx}'],
    languageOptions: { globals: require('globals').browser },
  },
  {
    // The runtime reaches the tables through objection's models (db/src/models): `Model.query(trx)`
    // maps the columns and types the rows. A table named in a knex call, `db('users')`, bypasses
    // both; what a model cannot build (a report's CTEs) is SQL in the resource's store.
    files: ['api/src/**/*.ts', 'workers/src/**/*.ts'],
    ignores: testsAndHarnesses,
    rules: { 'no-restricted-syntax': ['error', ...tableByName] },
  },
  {
    // A route's queries are its resource's store (api/src/routes/<resource>/store.ts; a case
    // kind's reach in reach.ts), so no route or route helper runs one itself (issue 18). Besides
    // them, two files are a resource's queries under another name: the customs brokers' reach
    // (scope.ts) and the dashboard's figures, SQL a model cannot build (README, "Inside the api").
    files: ['api/src/routes/**/*.ts', 'api/src/drafts/**/*.ts'],
    ignores: [
      ...testsAndHarnesses,
      '**/store.ts',
      '**/*-store.ts',
      '**/reach.ts',
      'api/src/routes/customs-brokers/scope.ts',
      'api/src/routes/dashboard/figures.ts',
    ],
    rules: {
      // Options replace those of the block above for these files: its selectors come along.
      'no-restricted-syntax': [
        'error',
        ...tableByName,
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^[$]?(query|relatedQuery)$/]",
          message: "Query through a function of the resource's store (store.ts), not here.",
        },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name=/^[A-Z]/][callee.property.name='append']",
          message: "Write rows through a function of the resource's store (store.ts), not here.",
        },
      ],
    },
  },
  // Each package imports only the packages below it (README, "Folders"), and on top of that:
  ...packageBoundaries({
    // workflow code is replayed: no Node built-ins, no I/O. The payload codec runs in the client
    // and the worker's main thread, never in the sandbox.
    workflows: [
      {
        files: ['workflows/src/**/*.ts'],
        ignores: ['workflows/src/codec/**'],
        paths: nodeBuiltins.map((name) => ({
          name,
          message: 'Workflow code must be deterministic: no Node built-ins.',
        })),
        patterns: [
          { group: ioPackages, message: 'Workflow code must not do I/O: call an activity instead.' },
        ],
      },
    ],
    // domain is pure; the contract is schemas and the browser-side client of the api's routes:
    // the UIs bundle both, and ui-kit, their shared browser code, which knows neither UI's
    // framework (react-admin and MUI are the console's alone).
    ...Object.fromEntries(
      ['domain', 'contract', 'ui-kit'].map((pkg) => [
        pkg,
        [
          {
            files: [`${pkg}/src/**/*.{ts,tsx}`],
            paths: nodeBuiltins.map((name) => ({
              name,
              message: 'No Node built-ins: the UIs bundle this code.',
            })),
            patterns: [
              { group: ioPackages, message: 'No I/O packages: the UIs bundle this code.' },
              ...(pkg === 'ui-kit'
                ? [{ group: uiFrameworks, message: 'Shared by both UIs: no UI framework.' }]
                : []),
            ],
          },
        ],
      ]),
    ),
  }),
);
