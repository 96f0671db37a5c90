import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { byLabel, seriousViolations, shot } from '@claims/scripts/testing/portal-session';

/**
 * The portal before anyone signs in: the login screen speaks the browser's language until one
 * is picked, and the terms of use and the privacy policy open without a session.
 */
const run = browserAgainstStack();

/** A browser that has never been here, set to a language: nothing in its storage. */
async function freshBrowser(locale: string) {
  // bypassCSP: the api's CSP forbids inline scripts, and axe-core is injected as one.
  const context = await run.browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale,
    bypassCSP: true,
  });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  return { context, page, watch: watchFailures(page) };
}

describe("the login screen opens in the browser's language", () => {
  it.each([
    ['es-AR', 'es', 'Iniciar sesión', 'Correo electrónico'],
    ['en-US', 'en', 'Sign in', 'E-mail'],
    ['pt-BR', 'pt-BR', 'Entrar', 'E-mail'],
    ['de-DE', 'pt-BR', 'Entrar', 'E-mail'],
  ])(
    'a %s browser reads it in %s',
    async (browserLocale, language, title, email) => {
      const { context, page, watch } = await freshBrowser(browserLocale);
      await page.goto(`${run.stack.baseUrl}/auth/login`);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
      await byLabel(page, email).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.locator('select').first().inputValue()).toBe(language);
      // Nothing is stored until someone picks a language.
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
      await shot(page, `portal-login-browser-${browserLocale}`);
      expect(watch.failures()).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it("a language picked on the login screen still wins over the browser's, and becomes the profile's", async () => {
    const { context, page, watch } = await freshBrowser('es-AR');
    await page.goto(`${run.stack.baseUrl}/auth/login`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await byLabel(page, 'Idioma').selectOption('en');
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await byLabel(page, 'E-mail').fill('client.operator@example.com');
    await byLabel(page, 'Password').fill('Claims#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/processes\/list$/);
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/list`);
    await page.getByRole('heading', { name: 'Reimbursement requests' }).waitFor();
    const operator = await signedIn(run.stack.deps.db, 'client.operator@example.com');
    expect((await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, operator)).body.language).toBe(
      'en',
    );
    await run.stack.deps
      .db('users')
      .where({ email: 'client.operator@example.com' })
      .update({ language: 'pt-BR' });
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the terms of use and the privacy policy', () => {
  it('open without a session, linked from the login screen, in the browser’s language', async () => {
    const { context, page, watch } = await freshBrowser('pt-BR');
    await page.goto(`${run.stack.baseUrl}/auth/login`);
    const legal = page.getByRole('navigation', { name: 'Informações legais' });
    await legal.getByRole('link', { name: 'Termos de uso' }).click();
    await page.waitForURL(/\/pages\/manual$/);
    await page.getByRole('heading', { name: 'Termos de uso' }).waitFor();
    await shot(page, 'portal-terms-signed-out-pt-BR');
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Informações legais' })
      .getByRole('link', { name: 'Política de privacidade' })
      .click();
    await page.waitForURL(/\/pages\/privacy$/);
    await page.getByRole('heading', { name: 'Política de privacidade' }).waitFor();
    await page.getByText('LGPD').first().waitFor();
    await page.getByRole('link', { name: 'Voltar para o login' }).click();
    await page.waitForURL(/\/auth\/login$/);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 60_000);

  it.each([
    ['es-AR', '/pages/manual', 'Términos de uso'],
    ['en-US', '/pages/privacy', 'Privacy policy'],
  ])(
    'a %s browser opens %s by its address without signing in',
    async (browserLocale, path, heading) => {
      const { context, page, watch } = await freshBrowser(browserLocale);
      await page.goto(`${run.stack.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      await shot(page, `portal-${path.split('/').pop()}-signed-out-${browserLocale}`);
      expect(watch.failures()).toEqual([]);
      await context.close();
    },
    60_000,
  );
});

describe('a forgotten password, asked for with a mistyped address', () => {
  it('is corrected on the same screen and asked again, each address sent once', async () => {
    const { context, page, watch } = await freshBrowser('es-AR');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/forgot-password')) asked.push(request.postDataJSON().email);
    });
    await page.goto(`${run.stack.baseUrl}/auth/forgot-password`);
    await byLabel(page, 'Correo electrónico').fill('client@exmple.com');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Si el correo está registrado, recibirá el enlace en instantes.').waitFor();
    await page.getByRole('button', { name: '¿No lo recibió? Corregir el correo o enviar de nuevo' }).click();
    expect(await byLabel(page, 'Correo electrónico').inputValue()).toBe('client@exmple.com');
    await byLabel(page, 'Correo electrónico').fill('client@example.com');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Si el correo está registrado, recibirá el enlace en instantes.').waitFor();
    expect(asked).toEqual(['client@exmple.com', 'client@example.com']);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 60_000);
});
