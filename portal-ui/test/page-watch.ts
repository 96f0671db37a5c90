import type { Page } from 'playwright-core';

/**
 * What went wrong in a page while a test drove it: any api answer of 400 or more that the test
 * did not announce, and any console error or uncaught exception. A journey ends by asserting
 * the list is empty, so a screen that quietly fails a request fails its test. An announced
 * answer ("422 …/api/protest-letters") is also allowed its line in the console, where Chromium
 * reports every failed request.
 */
export function watchPage(page: Page, who = '', expected: RegExp[] = []) {
  const problems: string[] = [];
  const announced = (status: number | string, url: string) =>
    url.includes('/api/') && expected.some((e) => e.test(`${status} ${url}`));
  page.on('response', (res) => {
    const url = res.url();
    if (res.status() >= 400 && url.includes('/api/') && !announced(res.status(), url))
      problems.push(`${who} ${res.status()} ${res.request().method()} ${url}`.trim());
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const failed = /status of (\d{3})/.exec(msg.text());
    if (failed && announced(failed[1]!, msg.location().url)) return;
    problems.push(`${who} console: ${msg.text()}`.trim());
  });
  page.on('pageerror', (err) => problems.push(`${who} page error: ${err.message}`.trim()));
  return problems;
}
