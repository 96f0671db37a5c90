import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { until } from '@claims/workers/testing/jobs-harness';
import { mailedLink } from '@claims/workers/testing/mailed-links';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { byLabel, shot, signedInOn } from '@claims/scripts/testing/portal-session';

/** Issue 16: a master fixes an invited operator's e-mail, resends the invitation; old links die. */
const run = browserAgainstStack({ jobs: true, publicUrl: true });

const unique = () => randomBytes(3).toString('hex');
const userId = async (email: string) =>
  (
    await until('the user', async () =>
      run.stack.deps.db('users').where({ email }).first<{ id: string } | undefined>('id'),
    )
  ).id;

/** A stranger's browser opening a link from an e-mail. */
async function openLink(path: string, locale = 'es') {
  const context = await run.browser.newContext({ viewport: { width: 375, height: 800 }, locale });
  const page = await context.newPage();
  await page.goto(`${run.stack.baseUrl}${path}`);
  return page;
}

/**
 * Opens a dead link the way its reader would: the message shows as the page opens, with no
 * password field to fill first. Answers the page, still open.
 */
async function deadLinkSaysSoAtOnce(path: string, locale: string, message: string) {
  const context = await run.browser.newContext({ viewport: { width: 375, height: 800 }, locale });
  const page = await context.newPage();
  // The page asks whether the link is still usable; for a dead one the api says 404.
  const watch = watchFailures(page, [{ method: 'GET', path: /^\/api\/auth\/invitations\//, status: 404 }]);
  await page.goto(`${run.stack.baseUrl}${path}`);
  await page.getByRole('alert').getByText(message).waitFor();
  expect(await page.locator('input[type="password"]').count()).toBe(0);
  expect(watch.failures()).toEqual([]);
  return page;
}

/** Toasts lying over the top bar (name, bell, language; issue 16): none should. SPEC §9 keeps them top-right, below it. */
async function toastsOverHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const covered = Array.from(document.querySelectorAll('.topbar'));
    for (const toast of Array.from(document.querySelectorAll('.toast'))) {
      const a = toast.getBoundingClientRect();
      for (const el of covered) {
        const b = el.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          found.push(`"${toast.textContent?.slice(0, 30)}" over .${el.className}`);
      }
    }
    return found;
  });
}

describe("an invited operator's e-mail fixed before the invitation is used (es)", () => {
  it('the old link is refused at once, the new address is invited, and a resend retires the previous link', async () => {
    const typo = `operadora.${unique()}@exmaple.com`;
    const fixed = typo.replace('@exmaple.com', '@example.com');
    const { context, page } = await signedInOn(run, 'client@example.com', { language: 'es' });
    const watch = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/users/new`);
    await byLabel(page, 'Nombre').fill('Valentina');
    await byLabel(page, 'Apellido').fill('Ibáñez');
    await byLabel(page, 'Correo electrónico').fill(typo);
    await page.getByRole('button', { name: 'Invitar operador' }).click();
    await page.getByText(`Invitación enviada a ${typo}.`).waitFor();
    const id = await userId(typo);
    const first = await mailedLink(run.stack.deps.db, run.jobs, id, 'INVITATION');
    expect(first.to).toBe(typo);

    // The master notices the typo and fixes it in the user's form, slipping once on the way.
    await page.goto(`${run.stack.baseUrl}/users/edit/${id}`);
    await byLabel(page, 'Correo electrónico').fill('operadora@');
    watch.expect('PUT', new RegExp(`^/api/users/${id}$`), 422);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('alert')
      .getByText('Hay campos inválidos. Verifique los datos e intente nuevamente.')
      .waitFor();
    expect(await toastsOverHeader(page)).toEqual([]);
    await byLabel(page, 'Correo electrónico').fill(fixed);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('status')
      .getByText(
        `Usuario actualizado. Enviamos una invitación al nuevo correo, ${fixed}; el enlace enviado antes dejó de valer.`,
      )
      .waitFor();
    // The saved form's earlier refusal is gone, not left red beside the green toast; neither
    // covers the top bar or the list's "Invitar operador".
    expect(await page.locator('.toast-error').count()).toBe(0);
    await page.waitForURL(/\/users\/users-list$/);
    await page.getByRole('link', { name: 'Invitar operador' }).waitFor();
    expect(await toastsOverHeader(page)).toEqual([]);
    await shot(page, 'portal-users-email-fixed-es');
    await page.getByLabel('Buscar en la tabla').fill(fixed);
    const row = page.getByRole('row', { name: /Valentina Ibáñez/ });
    await row.getByText('Invitación pendiente').waitFor();
    await row.getByText(fixed).waitFor();

    // Whoever reads the mistyped mailbox gets no password form: the link says it is dead as it opens.
    await deadLinkSaysSoAtOnce(first.path, 'es', 'El enlace es inválido o ha expirado. Solicite uno nuevo.');

    // The fixed address has its invitation; the master resends it from the list anyway.
    const second = await mailedLink(run.stack.deps.db, run.jobs, id, 'INVITATION', first);
    expect(second.to).toBe(fixed);
    await row.getByRole('button', { name: 'Reenviar invitación' }).click();
    await page
      .getByRole('status')
      .getByText(`Invitación reenviada a ${fixed}. El enlace enviado antes dejó de valer.`)
      .waitFor();
    await shot(page, 'portal-users-resent-es');
    const third = await mailedLink(run.stack.deps.db, run.jobs, id, 'INVITATION', second);
    expect(third.to).toBe(fixed);

    await deadLinkSaysSoAtOnce(second.path, 'es', 'El enlace es inválido o ha expirado. Solicite uno nuevo.');

    const invited = await openLink(third.path);
    const invitedWatch = watchFailures(invited);
    await invited.getByText(`¡Hola, Valentina! Cree la contraseña de ${fixed}.`).waitFor();
    await byLabel(invited, 'Nueva contraseña').fill('Valentina#2026');
    await byLabel(invited, 'Repita la contraseña').fill('Valentina#2026');
    await invited.getByRole('button', { name: 'Guardar contraseña' }).click();
    await invited.getByText('Contraseña creada. Ya puede ingresar.').waitFor();
    expect(invitedWatch.failures()).toEqual([]);
    await invited.context().close();

    // The used link, opened again later (in Portuguese), says so before anything is typed, and
    // leads to "forgot password".
    const used = await deadLinkSaysSoAtOnce(
      third.path,
      'pt-BR',
      'Link inválido ou expirado. Solicite um novo.',
    );
    await shot(used, 'portal-create-password-used-link-pt-BR');
    await used.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await used.waitForURL(/\/auth\/forgot-password$/);
    await used.getByRole('heading', { name: 'Recuperar senha' }).waitFor();
    await used.context().close();

    // Signed up: nothing to resend any more.
    await page.reload();
    await page.getByLabel('Buscar en la tabla').fill(fixed);
    await row.getByText('Activo').waitFor();
    expect(await row.getByRole('button', { name: 'Reenviar invitación' }).count()).toBe(0);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 180_000);
});
