import type { Knex } from 'knex';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api } from '@claims/api/testing/stack-harness';
import { bearer, issueToken } from '@claims/api/testing/tokens';
import { screenshot } from './browser';
import type { StackAndBrowser } from './browser-stack';

export interface SessionOptions {
  width?: number;
  height?: number;
  language?: string;
  timezoneId?: string;
}

/**
 * A browser context already signed in as a seeded user: the token and profile go into
 * localStorage the way the login screen leaves them, so each test does not type a password
 * (the login screen has its own test).
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  db: Knex,
  email: string,
  options: SessionOptions = {},
): Promise<{ context: BrowserContext; page: Page; headers: Record<string, string> }> {
  const token = await issueToken(db, email);
  const headers = bearer(token);
  const me = await api(baseUrl, 'GET', '/api/auth/me', undefined, headers);
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    // The api's CSP forbids inline scripts; axe-core is injected as one.
    bypassCSP: true,
  });
  await context.addInitScript(
    ([t, user, language]) => {
      // Once per tab: a later logout must stay logged out.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', t);
      localStorage.setItem('user', user);
      localStorage.setItem('language', language);
    },
    [token, JSON.stringify(me.body), options.language ?? me.body.language] as const,
  );
  const page = await context.newPage();
  return { context, page, headers };
}

/** signedInContext in the browser of a file's browserAgainstStack(), on its stack. */
export function signedInOn(run: StackAndBrowser, email: string, options: SessionOptions = {}) {
  return signedInContext(run.browser, run.stack.baseUrl, run.stack.deps.db, email, options);
}

/** The control with this exact accessible label. */
export const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Picks an option of one of the portal's searchable choices (a port, a vessel, a client company)
 * as a person does: opens the list of the field labelled `label`, or types `typing` into it
 * first, and clicks the option: the `nth` listed (from 0) or the one named `name`.
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: { nth: number } | { name: string; typing?: string },
) {
  const field = byLabel(page, label);
  if ('typing' in option && option.typing !== undefined) await field.fill(option.typing);
  else await field.click();
  const list = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  const choice =
    'nth' in option
      ? list.getByRole('option').nth(option.nth)
      : list.getByRole('option', { name: option.name, exact: true });
  await choice.click();
}

/**
 * Presses a wizard's Next (named `label` in the page's language). When Next stays disabled the
 * failure says why, as the wizard tells the person ("Next is disabled because…"), instead of
 * only that the button never enabled.
 */
export async function pressNext(page: Page, label: string) {
  const next = page.getByRole('button', { name: label, exact: true });
  try {
    await next.click({ timeout: 30_000 });
  } catch (err) {
    const blocked = page.locator('.wizard-blocked');
    const why = (await blocked.count()) ? await blocked.innerText() : 'no reason shown';
    throw new Error(`${label} stayed disabled: ${why}`, { cause: err });
  }
}

/** Runs axe-core in the page and answers the serious and critical violations. */
export async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run();
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A screenshot from the top of the page, so the sticky top bar sits where the user sees it. */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}
