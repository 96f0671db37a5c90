import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from '@jest/globals';
import {
  stackForFile,
  type FileStack,
  type FileStackWithJobs,
  type WithJobs,
} from '@claims/api/testing/stack-harness';
import { launchBrowser } from './browser';

/** The file's stack, as stackForFile gives it, and a Chromium of the file's own. */
export interface StackAndBrowser extends FileStack {
  readonly browser: Browser;
}

export interface StackJobsAndBrowser extends StackAndBrowser, FileStackWithJobs {}

/**
 * The setup most browser tests share: the whole stack (stackForFile) and one Chromium for the
 * file, started before its tests and stopped after them. Read `stack` and `browser` inside a test
 * (they exist once beforeAll has run). With `{ jobs: true }` a jobs worker starts first and `jobs`
 * is read the same way.
 */
export function browserAgainstStack(): StackAndBrowser;
export function browserAgainstStack(options: WithJobs): StackJobsAndBrowser;
export function browserAgainstStack(options?: WithJobs): StackJobsAndBrowser {
  let browser: Browser | undefined;
  // Registered before the stack's own: jest runs afterAll hooks in order, and the browser closes first.
  afterAll(async () => {
    await browser?.close();
  });
  const run = (options ? stackForFile(options) : stackForFile()) as FileStackWithJobs;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  return {
    get stack() {
      return run.stack;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet (read it inside a test)');
      return browser;
    },
    // Without { jobs: true }, stackForFile's own getter says there is no jobs worker.
    get jobs() {
      return run.jobs;
    },
  };
}
