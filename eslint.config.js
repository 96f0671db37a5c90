// One lint setup for every package. The workflows rule is the important one: workflow code is
// replayed and must stay deterministic, so it may not touch Node built-ins or anything that does I/O.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const { builtinModules } = require('node:module');

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
  '@claims/db',
  '@claims/api',
  '@claims/workers',
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
    // The two front ends run in the browser.
    files: ['admin-ui/**/*.{ts,tsx}', 'portal-ui/**/*.{ts,tsx}'],
    languageOptions: { globals: require('globals').browser },
  },
  {
    files: ['workflows/src/**/*.ts'],
    // The payload codec runs in the client and the worker's main thread, never in the sandbox.
    ignores: ['workflows/src/**/*.test.ts', 'workflows/src/codec/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({
            name,
            message: 'Workflow code must be deterministic: no Node built-ins.',
          })),
          patterns: [
            { group: ioPackages, message: 'Workflow code must not do I/O: call an activity instead.' },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'domain is pure: no I/O.' })),
          patterns: [{ group: ioPackages, message: 'domain is pure: no I/O.' }],
        },
      ],
    },
  },
);
