import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from '@jest/globals';
import { DEMO_PASSWORD } from '@claims/db/seeds/demo-accounts';
import { api, type TestStack } from '@claims/api/testing/stack-harness';
import { fileReimbursement, requestBody, shippingRefs } from '@claims/api/testing/reimbursement-builders';
import { signedIn } from '@claims/api/testing/tokens';
import { screenshot } from './browser';

/** A fresh browser page at a given size, speaking `locale` to the console before sign-in. */
export async function openConsole(browser: Browser, stack: TestStack, locale = 'pt-BR'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  // Generous: CI runs the browser beside a whole api, worker and database on two cores.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  // A crash of the page fails nothing by itself: say it, so a failing step has its cause beside it.
  page.on('pageerror', (err) => console.error(`console page error: ${err.message}`));
  await page.addInitScript((l) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', l);
  }, locale);
  await page.goto(`${stack.baseUrl}/admin/`);
  return page;
}

/** Signs in through the console's own login form. */
export async function signIn(page: Page, email: string) {
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
}

/**
 * Picks a language from the dropdown (on the login page or the top bar, scrolled back into view), then waits for the menu
 * to go: under load on two cores its exit transition once outlived the next click, whose target
 * the menu's backdrop still covered. A menu still there after ten seconds is closed as a user
 * would, with Escape.
 */
export async function pickLanguage(page: Page, languageName: string, buttonName = 'Idioma') {
  // react-admin's top bar slides away (hidden to the accessibility tree) once the page scrolls
  // down, as closing a dialog far down a detail does; it comes back on the way up.
  await page.mouse.wheel(0, -100_000);
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await page.getByRole('menuitem', { name: languageName }).click();
  const menu = page.locator('.MuiMenu-root');
  try {
    await menu.waitFor({ state: 'detached', timeout: 10_000 });
  } catch {
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  }
}

/** Signs in and waits for the top bar to greet the user. */
export async function signInAsStaff(page: Page, email: string, fullName: string, languageName?: string) {
  // Picked on the login page, the language becomes the profile's: a test that reads texts picks
  // its own, as other files act as the same people in other languages at the same time.
  if (languageName) await pickLanguage(page, languageName);
  await signIn(page, email);
  await page.locator('header').getByText(fullName, { exact: true }).waitFor();
}

/** A request filed the way a client files it (draft, documents, submission), answered as the api shows it. */
export async function fileRequestAsClient(stack: TestStack) {
  const client = await signedIn(stack.deps.db, 'client@example.com');
  const refs = await shippingRefs(stack.deps.db);
  return fileReimbursement(
    stack.baseUrl,
    (method, path, body, headers) => api(stack.baseUrl, method, path, body, headers),
    client,
    requestBody(refs),
  );
}

/** The action buttons the page offers now, by their command names. */
export async function offeredActions(page: Page): Promise<string[]> {
  // Shown first from the list's row, a case gets its buttons with its own answer.
  await page
    .locator('[role="toolbar"][aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 });
  const toolbar = page.getByRole('toolbar');
  if ((await toolbar.count()) === 0) return [];
  return toolbar
    .locator('button[data-action]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-action') ?? ''));
}

/** Waits for the case header to show a status. */
export async function waitForStatus(page: Page, status: string) {
  // The status comes from the workflow through the projection: on a loaded machine a workflow
  // task alone can take several seconds.
  await page
    .locator(`h1 ~ [data-status="${status}"]`)
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(async (err: unknown) => {
      await screenshot(page, `debug-console-status-${status}`);
      throw err;
    });
}

export async function expectToast(page: Page, text: string) {
  await page.getByText(text).first().waitFor({ timeout: 20_000 });
  expect(await page.getByText(text).count()).toBeGreaterThan(0);
}

/**
 * Types a date ("23/11/2026") or a time ("14:30") into a localized picker field as a person does:
 * a click on its first section, then the digits (the field moves across the separators itself).
 */
export async function typeIntoPicker(page: Page, scope: Locator, label: string, text: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(text.replace(/\D/g, ''));
}

/** Today plus `days`, as dd/mm/aaaa and as the api's yyyy-mm-dd. */
export function daysAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  return { typed: `${date}/${month}/${year}`, stored: day };
}
