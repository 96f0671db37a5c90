import type { Page } from 'playwright-core';
import { consoleRouteFor } from '@claims/domain';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { DEMO_COMPANIES, DEMO_CUSTOMS_BROKER } from '@claims/db/seeds/demo-accounts';
import { signedInOn } from '@claims/scripts/testing/portal-session';
import { ownUser } from '@claims/api/testing/tokens';
import { submitLogin } from './login-form';

/**
 * SPEC §2's staff paths, typed in the address bar or followed from an e-mail: a signed-in staff
 * member lands on the matching console screen; anyone else signs in first and then lands there.
 */
let analyst: string;
const run = browserAgainstStack();
const ids: Record<string, string> = {};

beforeAll(async () => {
  // The records seeded first (reference and demo data): other test files add and remove their own
  // in the same database, and a random id order would sometimes pick one of theirs.
  const first = async (table: string) =>
    (
      await run.stack.deps
        .db(table)
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .first('id')
    ).id as string;
  ids.ports = await first('ports');
  ids.vessels = await first('vessels');
  ids.causes = await first('sinister_causes');
  ids.clients = DEMO_COMPANIES.alfa.id;
  ids['custom-broker'] = DEMO_CUSTOMS_BROKER.id;
  ids.users = (await run.stack.deps.db('users').where({ email: 'claims@example.com' }).first('id')).id;
  // Signed in through the login form, a login's profile language wins: one of this file's own,
  // as other files switch the demo analyst to Spanish or English meanwhile.
  analyst = await ownUser(run.stack.deps.db, 'CLAIMS', 'spec-paths');
}, 120_000);

// What each screen shows once open, in pt-BR: the list's title, or the form of a new or edited record.
const SCREENS: [path: string, shows: string][] = [
  ['/ports/list', 'Portos'],
  ['/ports/new', 'form'],
  ['/ports/edit/:id', 'form'],
  ['/vessels/list', 'Navios'],
  ['/vessels/new', 'form'],
  ['/vessels/edit/:id', 'form'],
  ['/causes/list', 'Causas de sinistro'],
  ['/causes/new', 'form'],
  ['/causes/edit/:id', 'form'],
  ['/custom-broker/list', 'Despachantes'],
  ['/custom-broker/new', 'form'],
  ['/custom-broker/edit/:id', 'form'],
  ['/clients/list', 'Clientes'],
  ['/clients/new', 'form'],
  ['/clients/edit/:id', 'form'],
  ['/users/users-list', 'Usuários'],
  ['/users/new', 'form'],
  ['/users/edit/:id', 'form'],
  ['/reports/monthly-report', 'Tipo de relatório'],
  ['/reports/open-processes-report', 'Tipo de relatório'],
  ['/reports/claims-closed-report', 'Tipo de relatório'],
];
const withId = (path: string) => path.replace(':id', ids[path.split('/')[1]!]!);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectConsoleScreen(page: Page, path: string, shows: string) {
  const route = consoleRouteFor(withId(path));
  await page.waitForURL(new RegExp(`/admin/#${escape(route)}$`), { timeout: 30_000 });
  if (shows === 'form') await page.locator('main form').first().waitFor();
  else await page.locator('main').getByText(shows).first().waitFor();
  if (path.startsWith('/reports/')) {
    // The report the path names is the one chosen in the request form.
    const expected = {
      'monthly-report': 'mensal',
      'open-processes-report': 'abertos',
      'claims-closed-report': 'fechados',
    };
    const chosen = await page.getByRole('combobox', { name: 'Tipo de relatório' }).textContent();
    expect(chosen?.toLowerCase()).toContain(expected[path.split('/')[2] as keyof typeof expected]);
  }
}

describe('the spec paths (SPEC §2) for a signed-in staff member', () => {
  it.each(SCREENS)(
    '%s opens the console screen',
    async (path, shows) => {
      const { context, page } = await signedInOn(run, 'master@example.com', { language: 'pt-BR' });
      const watch = watchFailures(page);
      await page.goto(`${run.stack.baseUrl}${withId(path)}`);
      await expectConsoleScreen(page, path, shows);
      expect(watch.failures()).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('/admin/dashboard opens the dashboard', async () => {
    const { context, page } = await signedInOn(run, 'claims@example.com', { language: 'pt-BR' });
    await page.goto(`${run.stack.baseUrl}/admin/dashboard`);
    await page.locator('header').getByText('Painel').first().waitFor();
    await context.close();
  }, 60_000);
});

describe('the console sidebar per role (SPEC §6)', () => {
  it('shows customer service no Clients, Custom-broker, Ports, Vessels, Causes or Reports entry; claims all of them', async () => {
    const entries = async (email: string) => {
      const { context, page } = await signedInOn(run, email, { language: 'pt-BR' });
      const watch = watchFailures(page);
      await page.goto(`${run.stack.baseUrl}/admin/`);
      const menu = page.locator('.RaMenu-open, .RaMenu-closed').first();
      await menu.getByText('Solicitações de ressarcimento').first().waitFor();
      const texts = await menu.locator('a').allTextContents();
      expect(watch.failures()).toEqual([]);
      await context.close();
      return texts.map((t) => t.trim());
    };
    const spec = ['Clientes', 'Despachantes', 'Portos', 'Navios', 'Causas de sinistro', 'Relatórios'];
    const service = await entries('service@example.com');
    for (const entry of spec) expect(service).not.toContain(entry);
    const claims = await entries('claims@example.com');
    for (const entry of spec) expect(claims).toContain(entry);
  }, 60_000);
});

describe('the spec paths for anyone not signed in as staff', () => {
  it.each(SCREENS)(
    '%s asks to sign in, then opens the console screen',
    async (path, shows) => {
      const context = await run.browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'pt-BR',
      });
      const page = await context.newPage();
      await page.goto(`${run.stack.baseUrl}${withId(path)}`);
      await page.waitForURL(/\/auth\/login$/);
      await submitLogin(page, 'pt-BR', analyst);
      await expectConsoleScreen(page, path, shows);
      await context.close();
    },
    60_000,
  );

  it('a client at a staff-only path signs in again; signing in as the client goes to its processes', async () => {
    const { context, page } = await signedInOn(run, 'client@example.com', { language: 'pt-BR' });
    await page.goto(`${run.stack.baseUrl}/vessels/list`);
    await page.waitForURL(/\/auth\/login$/);
    await submitLogin(page, 'pt-BR', 'client@example.com');
    await page.waitForURL(/\/processes\/list$/);
    await context.close();
  }, 60_000);

  it('a portal path asked for before signing in opens after it (users list of a client master)', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${run.stack.baseUrl}/users/users-list`);
    await page.waitForURL(/\/auth\/login$/);
    await submitLogin(page, 'pt-BR', 'client@example.com');
    await page.waitForURL(/\/users\/users-list$/);
    await page.getByRole('heading', { name: 'Usuários' }).waitFor();
    await context.close();
  }, 60_000);
});
