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
