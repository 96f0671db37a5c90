// Temporal's worker logs every state change at INFO; tests only want to hear about problems.
// Runtime.install may run once per process, and jest loads this per test file. Component tests
// run in jsdom, which has no use for Temporal (and cannot load it).
if (typeof window === 'undefined') {
  const { DefaultLogger, Runtime } = require('@temporalio/worker') as typeof import('@temporalio/worker');
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    // already installed in this process
  }
}

// jsdom has no TextEncoder, which react-router reads as it loads: component tests of screens
// (under a MemoryRouter) get Node's.
if (typeof window !== 'undefined' && typeof globalThis.TextEncoder === 'undefined') {
  const { TextDecoder, TextEncoder } = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextDecoder, TextEncoder });
}

// findBy* and waitFor give up after 1 s by default; a component test on a loaded CI machine (2
// cores, browser suites beside it) can take longer to load and render a screen.
if (typeof window !== 'undefined') {
  const { configure } = require('@testing-library/dom') as typeof import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}
