import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from '@jest/globals';
import { startTestStack, type TestStack } from '@claims/api/testing/stack-harness';
import { launchBrowser } from './browser';

/**
 * The setup most browser tests share: the whole stack and one Chromium for the file, started
 * before its tests and stopped after them. Read `stack` and `browser` inside a test (they exist
 * once beforeAll has run).
 */
export function browserAgainstStack(): { readonly stack: TestStack; readonly browser: Browser } {
  let stack: TestStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  return {
    get stack() {
      if (!stack) throw new Error('the test stack is not started yet (read it inside a test)');
      return stack;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet (read it inside a test)');
      return browser;
    },
  };
}
