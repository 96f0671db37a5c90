import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { until } from '@claims/workers/testing/jobs-harness';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { byLabel, shot, signedInOn } from '@claims/scripts/testing/portal-session';
import { ownAnalystOnConsole } from './own-analyst';

/** Account basics (issue 16): forgot password from the console, a profile page, terms and privacy. */
const run = browserAgainstStack();

describe('account basics', () => {
  it("the console's login offers 'forgot password', which e-mails a link", async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const watch = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/admin/`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(/\/auth\/forgot-password$/);
    await byLabel(page, 'E-mail').fill('claims@example.com');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Se o e-mail estiver cadastrado, você receberá o link em instantes.').waitFor();
    const user = await run.stack.deps.db('users').where({ email: 'claims@example.com' }).first('id');
    const reset = await run.stack.deps
      .db('outbox')
      .where({ kind: 'PASSWORD_RESET' })
      .whereRaw("payload->>'recipient' = ?", [user.id])
      .first();
    expect(reset).toBeDefined();
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 60_000);

  it("the console's profile sends the staff member a link to change the password", async () => {
    const { email, page, watch } = await ownAnalystOnConsole(run, 'es', 'Inés', 'Núñez');
    await page.goto(`${run.stack.baseUrl}/admin/#/profile`);
    await page.getByRole('button', { name: 'Enviar enlace para cambiar la contraseña' }).click();
    await page.getByRole('status').getByText('Enlace enviado. Revise su correo.').waitFor();
    const user = await run.stack.deps.db('users').where({ email }).first('id');
    await until('the password link queued', async () =>
      run.stack.deps
        .db('outbox')
        .where({ kind: 'PASSWORD_RESET' })
        .whereRaw("payload->>'recipient' = ?", [user.id])
        .first(),
    );
    expect(watch.failures()).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('"My profile" is a page: details, the language kept in the profile, and a link to change the password', async () => {
    const { context, page } = await signedInOn(run, 'broker@example.com', { language: 'es', width: 375 });
    const watch = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/processes/list`);
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('link', { name: 'Mi perfil' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    await page.getByText('broker@example.com').first().waitFor();
    await page.getByText('Despachante máster').waitFor();
    await byLabel(page, 'Idioma de las pantallas y los correos').selectOption('pt-BR');
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    await until(
      'the profile language saved',
      async () =>
        (await run.stack.deps.db('users').where({ email: 'broker@example.com' }).first()).language ===
        'pt-BR',
    );
    await page.getByRole('button', { name: 'Enviar link para trocar a senha' }).click();
    await page.getByRole('status').getByText('Link enviado. Confira seu e-mail.').waitFor();
    await shot(page, 'portal-profile-375-pt-BR');
    expect(watch.failures()).toEqual([]);
    await run.stack.deps.db('users').where({ email: 'broker@example.com' }).update({ language: 'pt-BR' });
    await context.close();
  }, 60_000);

  it('the profile page follows a language chosen in another tab, without a reload', async () => {
    const { context, page: profile } = await signedInOn(run, 'broker.operator@example.com', {
      language: 'pt-BR',
    });
    const watch = watchFailures(profile);
    await profile.goto(`${run.stack.baseUrl}/profile`);
    await profile.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    const language = byLabel(profile, 'Idioma da interface e dos e-mails');
    expect(await language.inputValue()).toBe('pt-BR');

    const other = await context.newPage();
    await other.goto(`${run.stack.baseUrl}/processes/list`);
    await other.getByRole('button', { name: 'Perfil' }).click();
    await other.getByRole('button', { name: 'ES — Español' }).click();
    await other.waitForFunction(() => document.documentElement.lang === 'es');

    await profile.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    expect(await byLabel(profile, 'Idioma de las pantallas y los correos').inputValue()).toBe('es');
    expect(watch.failures()).toEqual([]);
    await context.close();
    await run.stack.deps
      .db('users')
      .where({ email: 'broker.operator@example.com' })
      .update({ language: 'pt-BR' });
  }, 60_000);

  it.each([
    ['pt-BR', 'Termos de uso', 'Política de privacidade', 'LGPD'],
    ['en', 'Terms of use', 'Privacy policy', 'LGPD'],
    ['es', 'Términos de uso', 'Política de privacidad', 'LGPD'],
  ])(
    'terms of use and the privacy policy read in %s',
    async (language, terms, privacy, law) => {
      const { context, page } = await signedInOn(run, 'client.operator@example.com', { language });
      await page.goto(`${run.stack.baseUrl}/pages/manual`);
      await page.getByRole('heading', { name: terms }).waitFor();
      // The footer links both pages (the sidebar's menu does too).
      await page.getByRole('contentinfo').getByRole('link', { name: privacy }).click();
      await page.waitForURL(/\/pages\/privacy$/);
      await page.getByRole('heading', { name: privacy }).waitFor();
      await page.getByText(law).first().waitFor();
      await context.close();
    },
    60_000,
  );
});
