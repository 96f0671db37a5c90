import { DefaultLogger, Runtime } from '@temporalio/worker';

// Temporal's worker logs every state change at INFO; tests only want to hear about problems.
// Runtime.install may run once per process, and jest loads this per test file.
try {
  Runtime.install({ logger: new DefaultLogger('WARN') });
} catch {
  // already installed in this process
}
