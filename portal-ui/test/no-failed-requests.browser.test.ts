import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { menuFor } from '../src/layout/menu';
import { signedInOn } from '@claims/scripts/testing/portal-session';

/**
 * Issue 16: no screen fails a request in normal use (the inspector's list used to fail
 * GET /api/clients with 403 on every load). Each role opens every screen its sidebar offers.
 */
const run = browserAgainstStack();

const settle = (ms = 600) => new Promise((r) => setTimeout(r, ms));

describe('every screen of the sidebar answers without a failed request', () => {
  it.each([
    ['inspector@example.com', 'INSPECTOR'],
    ['client@example.com', 'CLIENT_MASTER'],
    ['client.operator@example.com', 'CLIENT_OPERATOR'],
    ['broker@example.com', 'CUSTOMS_BROKER_MASTER'],
    ['broker.operator@example.com', 'CUSTOMS_BROKER_OPERATOR'],
  ])(
    'portal: %s',
    async (email, role) => {
      const { context, page } = await signedInOn(run, email);
      const watch = watchFailures(page);
      for (const link of menuFor(role).flatMap((g) => g.links)) {
        await page.goto(`${run.stack.baseUrl}${link.to}`);
        await page.locator('main h1').first().waitFor();
        await settle();
      }
      expect(watch.failures()).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it.each([['service@example.com'], ['claims@example.com']])(
    'console: %s',
    async (email) => {
      const { context, page } = await signedInOn(run, email);
      const watch = watchFailures(page);
      await page.goto(`${run.stack.baseUrl}/admin/`);
      const menu = page.locator('.RaMenu-open, .RaMenu-closed').first();
      await menu.locator('a').first().waitFor();
      const targets = (
        await menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      ).filter((href): href is string => Boolean(href));
      expect(targets.length).toBeGreaterThan(3);
      for (const href of targets) {
        await page.goto(`${run.stack.baseUrl}/admin/${href.startsWith('#') ? href : `#${href}`}`);
        await settle(1000);
      }
      expect(watch.failures()).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
