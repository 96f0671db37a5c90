// One jest run covers every package. `npm test` (scripts/src/test.ts) brings up PostgreSQL,
// Redis and Temporal first and hands their addresses to jest through the environment.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/domain',
    '<rootDir>/contract',
    '<rootDir>/db',
    '<rootDir>/workflows',
    '<rootDir>/workers',
    '<rootDir>/api',
    '<rootDir>/scripts',
    '<rootDir>/admin-ui',
    '<rootDir>/portal-ui',
    '<rootDir>/ui-kit',
  ],
  // Component tests (*.test.tsx) declare `@jest-environment jsdom` in their docblock; the rest run in node.
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // react-admin requires react-hotkeys-hook, which ships ES modules only: compile it like our code.
  transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
  transform: {
    '/react-hotkeys-hook/.+\\.js$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  setupFiles: ['<rootDir>/scripts/src/testing/jest-setup.ts'],
  testTimeout: 60_000,
  // Integration tests share one Temporal server and database; two workers keep a 2-core machine busy without thrashing.
  maxWorkers: 2,
};
