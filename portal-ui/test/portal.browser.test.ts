import { api } from '@claims/api/testing/stack-harness';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { signedIn } from '@claims/api/testing/tokens';
import {
  fileProtestLetter,
  inspectionForm,
  inspectionToday,
  letterBody,
} from '@claims/api/testing/protest-builders';
import {
  PNG,
  fileReimbursement,
  requestBody,
  shippingRefs,
} from '@claims/api/testing/reimbursement-builders';
import { byLabel, seriousViolations, shot, signedInOn } from '@claims/scripts/testing/portal-session';
import { onLoginScreen, submitLogin } from './login-form';

const run = browserAgainstStack();
let requestId: string;

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

beforeAll(async () => {
  const client = await signedIn(run.stack.deps.db, 'client@example.com');
  const refs = await shippingRefs(run.stack.deps.db);
  requestId = (await fileReimbursement(run.stack.baseUrl, call, client, requestBody(refs))).id;
  // The processes list opens on the letters: one of this file's own, not another file's.
  const br = await run.stack.deps.db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
  await fileProtestLetter(
    run.stack.baseUrl,
    call,
    client,
    letterBody({ embarkation: br[0], discharge: br[1] }),
  );
});

describe('signing in', () => {
  it('shows the login with both logos, refuses a wrong password, and sends a client to the processes', async () => {
    const context = await run.browser.newContext({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    // Any unknown path goes to the login screen.
    await page.goto(`${run.stack.baseUrl}/no/such/page`);
    await page.waitForURL(/\/auth\/login$/);
    await page.getByRole('img', { name: 'Costa Azul Navegação' }).waitFor();
    await page.getByRole('img', { name: 'Grupo Meridiano' }).waitFor();
    await page.getByText('Primeiro acesso?').waitFor();
    await shot(page, 'portal-login-pt-BR');
    expect(await seriousViolations(page)).toEqual([]);

    await submitLogin(page, 'pt-BR', 'client@example.com', 'wrong password');
    await page.getByRole('alert').getByText('Usuário ou senha inválidos').waitFor();

    // The language dropdown applies at once, before anyone signs in.
    await byLabel(page, 'Idioma').selectOption('es');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await shot(page, 'portal-login-es');
    await byLabel(page, 'Idioma').selectOption('pt-BR');

    await submitLogin(page, 'pt-BR', 'client@example.com');
    await page.waitForURL(/\/processes\/list$/);
    await page.getByText('Carlos Almeida').waitFor();
    await context.close();
  }, 60_000);

  it("keeps the language picked on the login screen after a reload and the sign-in, and makes it the profile's", async () => {
    const { context, page } = await onLoginScreen(run, 'pt-BR');
    await byLabel(page, 'Idioma').selectOption('es');
    // A reload before signing in forgets nothing; the tab's title speaks the language too.
    await page.reload();
    await page.waitForFunction(() => document.title === 'Portal de Siniestros');
    await submitLogin(page, 'es', 'client.operator@example.com');
    await page.waitForURL(/\/processes\/list$/);
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/list`);
    await page.getByRole('heading', { name: 'Solicitudes de resarcimiento' }).waitFor();
    const operator = await signedIn(run.stack.deps.db, 'client.operator@example.com');
    expect((await call('GET', '/api/auth/me', undefined, operator)).body.language).toBe('es');
    await run.stack.deps
      .db('users')
      .where({ email: 'client.operator@example.com' })
      .update({ language: 'pt-BR' });
    await context.close();
  }, 60_000);

  it('sends staff who sign in here to the console', async () => {
    const { context, page } = await onLoginScreen(run, 'pt-BR');
    await submitLogin(page, 'pt-BR', 'claims@example.com');
    await page.waitForURL(/\/admin/);
    await context.close();
  }, 60_000);
});

describe('an unknown address and the console', () => {
  it('says an unknown address is not found inside the layout when signed in, and logs no warning on the way', async () => {
    const { context, page } = await signedInOn(run, 'client@example.com', { language: 'es' });
    // React Router's "No HydrateFallback element provided" is a warning, not an error: both count.
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') logged.push(`${msg.type()}: ${msg.text()}`);
    });
    await page.goto(`${run.stack.baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    // Inside the signed-in layout: the menu, the address as typed, and the way back to the cases.
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await shot(page, 'portal-not-found-es');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ir a los procesos' }).click();
    await page.waitForURL(/\/processes\/list$/);
    await page
      .getByRole('link', { name: /^CP-|^RR-/ })
      .first()
      .waitFor();
    // A first load straight onto a screen, as a link in an e-mail opens it.
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/list`);
    await page.getByRole('link', { name: /^RR-/ }).first().waitFor();
    expect(logged).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the request list and the language', () => {
  it('lists the requests, searches them, and switches the language at once and for good', async () => {
    const { context, page } = await signedInOn(run, 'client@example.com');
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/list`);
    await page.getByRole('link', { name: /^RR-/ }).first().waitFor();
    await page.getByRole('combobox', { name: 'Registros por página' }).waitFor();
    expect(await page.getByPlaceholder('Buscar...').count()).toBe(1);
    await shot(page, 'portal-list-pt-BR');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByPlaceholder('Buscar...').fill('no-such-reference');
    await page.getByText('Nenhum registro encontrado').waitFor();
    await page.getByPlaceholder('Buscar...').fill('');
    await page.getByRole('link', { name: /^RR-/ }).first().waitFor();

    await page.locator('.topbar').getByLabel('Idioma').selectOption('es');
    await page.getByRole('heading', { name: 'Solicitudes de resarcimiento' }).waitFor();
    await page.getByPlaceholder('Buscar...').waitFor();
    await shot(page, 'portal-list-es');
    const profile = await page.evaluate(() => localStorage.getItem('language'));
    expect(profile).toBe('es');
    const client = await signedIn(run.stack.deps.db, 'client@example.com');
    expect((await call('GET', '/api/auth/me', undefined, client)).body.language).toBe('es');
    await page.reload();
    await page.getByRole('heading', { name: 'Solicitudes de resarcimiento' }).waitFor();
    await page.locator('.topbar').getByLabel('Idioma').selectOption('pt-BR');
    await page.getByRole('heading', { name: 'Solicitações de ressarcimento' }).waitFor();
    await context.close();
  }, 60_000);
});

describe('reach', () => {
  it('a client of another company cannot open the case by its address', async () => {
    const { context, page } = await signedInOn(run, 'other.client@example.com');
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/detail/${requestId}`);
    await page.getByRole('alert').getByText('Processo não encontrado').waitFor();
    expect(await page.getByText('RR-').count()).toBe(0);
    await context.close();
  }, 60_000);
});

describe('the inspector', () => {
  it('records the result of an inspection assigned to them, with an observation and photos', async () => {
    const db = run.stack.deps.db;
    const client = await signedIn(db, 'client@example.com');
    const claims = await signedIn(db, 'claims@example.com');
    const br = await db('ports').where({ country: 'BR' }).orderBy('code').limit(2).pluck('id');
    const letter = await fileProtestLetter(
      run.stack.baseUrl,
      call,
      client,
      letterBody({ embarkation: br[0], discharge: br[1] }, { inspectionRequested: true }),
    );
    const inspector = await db('users').where({ email: 'inspector@example.com' }).first('id');
    const act = (action: string, body: unknown, who: Record<string, string>) =>
      call('POST', `/api/protest-letters/${letter.id}/actions/${action}`, body, {
        ...who,
        'Idempotency-Key': crypto.randomUUID(),
      });
    const requested = await act('requestInspection', inspectionForm, client);
    expect(requested.status).toBe(200);
    // Today: a result may be recorded on the inspection's day, not before.
    const scheduled = await act(
      'scheduleInspection',
      { inspectorId: inspector.id, ...inspectionToday('BR') },
      claims,
    );
    expect(scheduled.status).toBe(200);

    const { context, page } = await signedInOn(run, 'inspector@example.com');
    await page.goto(`${run.stack.baseUrl}/processes/details/${letter.id}`);
    await page.getByRole('link', { name: 'Record inspection' }).click();
    await page.waitForURL(/\/processes\/check-inspection\//);
    await byLabel(page, 'Inspection result').selectOption('POSITIVE');
    await byLabel(page, 'Observation').fill('Container dented, cargo wet on the left side.');
    // SPEC §5: the analysis statement is required beside the observation.
    await byLabel(page, 'Analysis statement').fill('Damage happened during discharge.');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.upload-item', { hasText: 'photo.png' }).waitFor();
    await shot(page, 'portal-check-inspection-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save inspection' }).click();
    await page.getByText('Inspection saved successfully').waitFor();
    await page.waitForURL(/\/processes\/details\//);
    const after = await call('GET', `/api/protest-letters/${letter.id}`, undefined, claims);
    expect(after.body.inspection).toMatchObject({ result: 'POSITIVE' });
    expect(after.body.status).toBe('CONCLUDED');
    await context.close();
  }, 60_000);
});
