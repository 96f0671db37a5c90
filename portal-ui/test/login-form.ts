import type { Page } from 'playwright-core';
import type { StackAndBrowser } from '@claims/scripts/testing/browser-stack';
import { byLabel } from '@claims/scripts/testing/portal-session';

/** The password every seeded user signs in with. */
export const SEEDED_PASSWORD = 'Claims#2026';

/** The login form's words in the languages these tests read it in. */
const LOGIN_FORM = {
  'pt-BR': { email: 'E-mail', password: 'Senha', submit: 'Entrar' },
  es: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Ingresar' },
};

/** A new browser context, speaking `locale`, with a page on the login screen: nobody signed in yet. */
export async function onLoginScreen(run: StackAndBrowser, locale: string) {
  const context = await run.browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto(`${run.stack.baseUrl}/auth/login`);
  return { context, page };
}

/** Types an e-mail and a password into the login form shown in `language`, and submits it. */
export async function submitLogin(
  page: Page,
  language: keyof typeof LOGIN_FORM,
  email: string,
  password = SEEDED_PASSWORD,
) {
  const words = LOGIN_FORM[language];
  await byLabel(page, words.email).fill(email);
  await byLabel(page, words.password).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}
