import { randomBytes } from 'node:crypto';
import { DEMO_COMPANIES } from '@claims/db/seeds/demo-accounts';
import { mintAuthLink } from '@claims/db';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { shot, signedInOn } from '@claims/scripts/testing/portal-session';
import { ownAnalystOnConsole } from './own-analyst';

/**
 * A change of one's own address waits on the link sent to the new one: the profile says so, in
 * both UIs, and takes it back (a typo, or a change the owner did not ask for).
 */
const run = browserAgainstStack();
const address = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;

async function pendingChange(email: string, newEmail: string) {
  const user = await run.stack.deps.db('users').where({ email }).first('id');
  return mintAuthLink(run.stack.deps.db, { userId: user.id, kind: 'EMAIL_CHANGE', ttlHours: 24, newEmail });
}

describe("a pending change of one's own e-mail", () => {
  it('a client reads it on the portal profile, in Spanish, and cancels it', async () => {
    const email = address('pendiente');
    await run.stack.deps.db('users').insert({
      name: 'José',
      last_name: 'Muñoz Peña',
      email,
      role: 'CLIENT_OPERATOR',
      client_id: DEMO_COMPANIES.alfa.id,
      language: 'es',
    });
    const typo = address('jose.munoz.tipeo');
    await pendingChange(email, typo);
    const { context, page } = await signedInOn(run, email, { language: 'es' });
    const watch = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/profile`);
    const notice = page.getByRole('status').filter({ hasText: 'Cambio de correo pendiente' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      `enviamos un enlace de confirmación a ${typo}, válido hasta el `,
    );
    expect(await notice.textContent()).toContain(`el correo de la cuenta sigue siendo ${email}`);
    await shot(page, 'portal-profile-pending-email-es');
    await page.getByRole('button', { name: 'Cancelar el cambio' }).click();
    await page.getByText(`Cambio cancelado: el enlace enviado a ${typo} ya no funciona.`).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Mi perfil' }).waitFor();
    expect(await page.getByText('Cambio de correo pendiente', { exact: false }).count()).toBe(0);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 60_000);

  it('a staff member reads it on the console profile, in Portuguese, and cancels it', async () => {
    const { email, page, watch } = await ownAnalystOnConsole(run, 'pt-BR', 'Conceição', 'Araújo');
    // Asked for after the sign-in: the profile reads what is pending when it opens.
    const typo = address('conceicao.erro');
    await pendingChange(email, typo);
    await page.goto(`${run.stack.baseUrl}/admin/#/profile`);
    const notice = page.getByRole('status').filter({ hasText: 'Troca de e-mail pendente' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`enviamos um link de confirmação para ${typo}, válido até `);
    await shot(page, 'console-profile-pending-email-pt');
    await notice.getByRole('button', { name: 'Cancelar a troca' }).click();
    await page.getByText(`Troca cancelada: o link enviado para ${typo} não funciona mais.`).waitFor();
    const user = await run.stack.deps.db('users').where({ email }).first('id');
    const live = await run.stack.deps
      .db('auth_tokens')
      .where({ user_id: user.id, kind: 'EMAIL_CHANGE' })
      .whereNull('used_at');
    expect(live).toEqual([]);
    expect(watch.failures()).toEqual([]);
    await page.context().close();
  }, 90_000);
});
