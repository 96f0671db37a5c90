import { randomBytes } from 'node:crypto';
import { DEMO_COMPANIES } from '@claims/db/seeds/demo-accounts';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { shot, signedInOn } from '@claims/scripts/testing/portal-session';

/**
 * Issue 16: a client master opening its own account, another master of its company, or a record
 * of another company reads why it cannot edit it, instead of a form that ends in "Não autorizado"
 * or "Não foi possível carregar o registro".
 */
const run = browserAgainstStack();

const idOf = async (email: string) =>
  (await run.stack.deps.db('users').where({ email }).first<{ id: string }>('id')).id;

/** A second master of Alfa, of this test's own. */
async function anotherAlfaMaster() {
  const email = `segunda.master.${randomBytes(3).toString('hex')}@example.com`;
  const [row] = await run.stack.deps
    .db('users')
    .insert({
      name: 'Joana',
      last_name: 'Conceição',
      email,
      role: 'CLIENT_MASTER',
      client_id: DEMO_COMPANIES.alfa.id,
      language: 'pt-BR',
    })
    .returning('id');
  return { id: row.id as string, email };
}

describe('what a client master may not edit, it reads why (pt-BR)', () => {
  it('its own account and another master show read-only with the reason; saving is refused with it too', async () => {
    const me = await idOf('client@example.com');
    const other = await anotherAlfaMaster();
    const { context, page } = await signedInOn(run, 'client@example.com', { language: 'pt-BR' });
    const watch = watchFailures(page);

    await page.goto(`${run.stack.baseUrl}/users/edit/${me}`);
    await page.getByRole('heading', { name: 'Usuário' }).waitFor();
    const own = page.getByRole('note');
    await own
      .getByText(
        'Você não pode editar este usuário: é a sua própria conta. Seus dados e sua senha ficam em Meu perfil.',
      )
      .waitFor();
    await own.getByRole('link', { name: 'Meu perfil' }).waitFor();
    await page.getByText('client@example.com').first().waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Desativar' }).count()).toBe(0);
    await shot(page, 'portal-users-own-account-pt-BR');
    await own.getByRole('link', { name: 'Meu perfil' }).click();
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();

    // The other master is listed and opens, read-only, from the list.
    await page.goto(`${run.stack.baseUrl}/users/users-list`);
    await page.getByLabel('Buscar na tabela').fill(other.email);
    await page
      .getByRole('row', { name: /Joana Conceição/ })
      .getByRole('link')
      .click();
    await page.waitForURL(new RegExp(`/users/edit/${other.id}$`));
    await page
      .getByRole('note')
      .getByText(
        'Você não pode editar este usuário: uma conta master administra somente os operadores da sua empresa.',
      )
      .waitFor();
    await page.getByText('Cliente master').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Desativar' }).count()).toBe(0);
    await shot(page, 'portal-users-other-master-pt-BR');
    expect(watch.failures()).toEqual([]);
    await context.close();

    // The api says the same when asked directly, not a bare "Não autorizado".
    const master = await signedIn(run.stack.deps.db, 'client@example.com', 'pt-BR');
    const self = await api(run.stack.baseUrl, 'PUT', `/api/users/${me}`, { lastName: 'Outro' }, master);
    expect(self.status).toBe(403);
    expect(self.body.error).toMatchObject({
      code: 'OWN_ACCOUNT',
      message:
        'Você não pode editar este usuário: é a sua própria conta. Seus dados e sua senha ficam em Meu perfil.',
    });
    const peer = await api(run.stack.baseUrl, 'DELETE', `/api/users/${other.id}`, undefined, master);
    expect(peer.status).toBe(403);
    expect(peer.body.error.code).toBe('USER_NOT_MANAGEABLE');
    expect((await run.stack.deps.db('users').where({ id: other.id }).first()).active).toBe(true);
  }, 120_000);

  it("another company's user, or a client the broker does not represent, reads 'not found or not yours'", async () => {
    const beta = await idOf('other.client@example.com');
    const client = await signedInOn(run, 'client@example.com', { language: 'pt-BR' });
    const clientWatch = watchFailures(client.page, [
      { method: 'GET', path: new RegExp(`^/api/users/${beta}$`), status: 404 },
    ]);
    await client.page.goto(`${run.stack.baseUrl}/users/edit/${beta}`);
    await client.page
      .getByRole('alert')
      .getByText('Usuário não encontrado: ele não existe ou não pertence à sua empresa.')
      .waitFor();
    await shot(client.page, 'portal-users-not-yours-pt-BR');
    expect(clientWatch.failures()).toEqual([]);
    await client.context.close();

    const broker = await signedInOn(run, 'broker@example.com', { language: 'es' });
    const brokerWatch = watchFailures(broker.page, [
      { method: 'GET', path: new RegExp(`^/api/clients/${DEMO_COMPANIES.beta.id}$`), status: 404 },
    ]);
    await broker.page.goto(`${run.stack.baseUrl}/clients/edit/${DEMO_COMPANIES.beta.id}`);
    await broker.page
      .getByRole('alert')
      .getByText('Cliente no encontrado: no existe o no es uno de los clientes que usted representa.')
      .waitFor();
    expect(brokerWatch.failures()).toEqual([]);
    await broker.context.close();
  }, 120_000);
});
