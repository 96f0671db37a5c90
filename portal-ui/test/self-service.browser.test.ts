import { randomBytes } from 'node:crypto';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { until } from '@claims/workers/testing/jobs-harness';
import { mailedLink } from '@claims/workers/testing/mailed-links';
import { watchFailures } from '@claims/scripts/testing/page-failures';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { uniqueCnpj } from '@claims/api/testing/tax-ids';
import { byLabel, seriousViolations, shot, signedInOn } from '@claims/scripts/testing/portal-session';

const run = browserAgainstStack({ jobs: true, publicUrl: true });

const unique = () => randomBytes(3).toString('hex');

/** The invitation e-mail of the person invited at `email`, delivered, with its create-password path. */
async function invitationMail(email: string) {
  const user = await until(
    'the invited user',
    async () => (await run.stack.deps.db('users').where({ email }).first('id')) as { id: string } | undefined,
  );
  return mailedLink(run.stack.deps.db, run.jobs, user.id, 'INVITATION');
}

describe('a client master administers its operators (SPEC §2, §6)', () => {
  it('invites an operator in Spanish, who gets the e-mail, sets a password and signs in; then edits and deactivates them', async () => {
    const email = `operadora.${unique()}@example.com`;
    const { context, page } = await signedInOn(run, 'client@example.com', { language: 'es' });
    const watch = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/users/users-list`);
    await page.getByRole('heading', { name: 'Usuarios' }).waitFor();
    await page.getByRole('link', { name: 'Invitar operador' }).click();
    await page.waitForURL(/\/users\/new$/);
    await page
      .getByText('Los operadores que usted invita entran en Exportadora Alfa Ltda', { exact: false })
      .waitFor();
    // The role is the company's operator, not a choice: a master cannot hand out its own role.
    const role = page.locator('form').getByLabel('Perfil', { exact: true });
    expect(await role.inputValue()).toBe('Cliente operador');
    expect(await role.getAttribute('readonly')).not.toBeNull();

    // A malformed address is refused beside its field, and nothing is created.
    await byLabel(page, 'Nombre').fill('María José');
    await byLabel(page, 'Apellido').fill('Núñez Peña');
    await byLabel(page, 'Correo electrónico').fill('maria.jose@');
    watch.expect('POST', /^\/api\/users$/, 422);
    await page.getByRole('button', { name: 'Invitar operador' }).click();
    await page.locator('.field-error').first().waitFor();
    expect(await run.stack.deps.db('users').where({ last_name: 'Núñez Peña' })).toHaveLength(0);

    await byLabel(page, 'Correo electrónico').fill(email);
    await byLabel(page, 'Idioma de los correos').selectOption('es');
    await shot(page, 'portal-users-invite-es');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Invitar operador' }).click();
    await page.getByText(`Invitación enviada a ${email}.`).waitFor();
    await page.waitForURL(/\/users\/users-list$/);
    // Searched, as a master with many users would: other test files add users to Alfa too.
    const search = () => page.getByLabel('Buscar en la tabla').fill(email);
    await search();
    const row = page.getByRole('row', { name: /María José Núñez Peña/ });
    await row.getByText('Invitación pendiente').waitFor();
    await shot(page, 'portal-users-list-es');

    // The e-mail reaches the operator, in Spanish, with the link to create the password.
    const mail = await invitationMail(email);
    expect(mail.to).toBe(email);
    expect(mail.path).toMatch(/^\/auth\/create-password\/[A-Za-z0-9_-]{20,}$/);
    const operator = await run.browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'pt-BR' });
    const operatorPage = await operator.newPage();
    const operatorWatch = watchFailures(operatorPage);
    await operatorPage.goto(`${run.stack.baseUrl}${mail.path}`);
    await operatorPage.getByText(`Olá, María José! Crie a senha de ${email}.`).waitFor();
    await byLabel(operatorPage, 'Nova senha').fill('Contraseña#2026');
    await byLabel(operatorPage, 'Repita a senha').fill('Contraseña#2026');
    await operatorPage.getByRole('button', { name: 'Salvar senha' }).click();
    await operatorPage.getByText('Senha criada. Você já pode entrar.').waitFor();
    await operatorPage.goto(`${run.stack.baseUrl}/auth/login`);
    await byLabel(operatorPage, 'E-mail').fill(email);
    await byLabel(operatorPage, 'Senha').fill('Contraseña#2026');
    await operatorPage.getByRole('button', { name: 'Entrar' }).click();
    await operatorPage.waitForURL(/\/processes\/list$/);
    expect(operatorWatch.failures()).toEqual([]);

    // Back in the list the operator is active; the master edits and then deactivates them.
    await page.reload();
    await search();
    await row.getByText('Activo').waitFor();
    await row.getByRole('link', { name: 'María José Núñez Peña' }).click();
    await page.waitForURL(/\/users\/edit\/[0-9a-f-]{36}$/);
    await byLabel(page, 'Apellido').fill('Núñez de Peña');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario actualizado con éxito').waitFor();
    await search();
    await page
      .getByRole('row', { name: /María José Núñez de Peña/ })
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Desactivar' }).click();
    await page.getByText('¿Desactivar a María José Núñez de Peña?').waitFor();
    await page.getByRole('button', { name: 'Sí' }).click();
    await page.getByText('Usuario desactivado.').waitFor();
    await page.getByRole('button', { name: 'Reactivar' }).waitFor();
    const stored = await run.stack.deps.db('users').where({ email }).first();
    expect(stored).toMatchObject({ lastName: 'Núñez de Peña', active: false, role: 'CLIENT_OPERATOR' });

    // A deactivated operator can no longer sign in.
    const login = await api(run.stack.baseUrl, 'POST', '/api/auth/login', {
      email,
      password: 'Contraseña#2026',
    });
    expect(login.status).toBe(401);
    expect(watch.failures()).toEqual([]);
    await operator.close();
    await context.close();
  }, 180_000);

  it('cannot create a master nor touch another company’s users, in the api as on screen', async () => {
    const client = await signedIn(run.stack.deps.db, 'client@example.com', 'pt-BR');
    // A new user invited by the client's master, at an address of its own each run.
    const invite = (name: string, lastName: string, role: string) => {
      const email = `${lastName.toLowerCase()}.${unique()}@example.com`;
      return api(run.stack.baseUrl, 'POST', '/api/users', { name, lastName, email, role }, client);
    };
    const master = await invite('Outro', 'Mestre', 'CLIENT_MASTER');
    expect(master.status).toBe(403);
    // Why, not a bare "Não autorizado" (issue 16).
    expect(master.body.error.message).toBe(
      'Uma conta master convida e administra somente os operadores da sua própria empresa.',
    );
    const staff = await invite('Falso', 'Analista', 'CLAIMS');
    expect(staff.status).toBe(403);
    // Promoting one of its own operators is refused the same way.
    const operator = await run.stack.deps
      .db('users')
      .where({ email: 'client.operator@example.com' })
      .first('id');
    const promote = await api(
      run.stack.baseUrl,
      'PUT',
      `/api/users/${operator.id}`,
      { role: 'CLIENT_MASTER' },
      client,
    );
    expect(promote.status).toBe(403);

    // Beta's master is out of reach: answered as if absent, never changed.
    const beta = await run.stack.deps.db('users').where({ email: 'other.client@example.com' }).first();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { lastName: 'Hackeado' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(run.stack.baseUrl, method, `/api/users/${beta.id}`, body, client);
      expect(res.status).toBe(404);
    }
    expect(await run.stack.deps.db('users').where({ id: beta.id }).first()).toMatchObject({
      lastName: beta.lastName,
      active: true,
    });
    const list = await api(run.stack.baseUrl, 'GET', '/api/users?range=[0,99]', undefined, client);
    expect(list.body.map((u: { email: string }) => u.email)).not.toContain('other.client@example.com');

    // On screen: Beta's user is not listed, and its edit page says there is no such user of this company.
    const { context, page } = await signedInOn(run, 'client@example.com', { language: 'pt-BR' });
    const watch = watchFailures(page, [
      { method: 'GET', path: new RegExp(`/api/users/${beta.id}$`), status: 404 },
    ]);
    await page.goto(`${run.stack.baseUrl}/users/users-list`);
    await page.getByRole('row', { name: /Carlos Almeida/ }).waitFor();
    expect(await page.getByText('other.client@example.com').count()).toBe(0);
    await page.goto(`${run.stack.baseUrl}/users/edit/${beta.id}`);
    await page
      .getByRole('alert')
      .getByText('Usuário não encontrado: ele não existe ou não pertence à sua empresa.')
      .waitFor();
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('a customs broker master', () => {
  it('registers a client, refusing a wrong CNPJ first, edits it, and sees it among the clients it represents', async () => {
    const name = `Importadora Ñandú ${unique()}`;
    const { context, page } = await signedInOn(run, 'broker@example.com', { language: 'pt-BR' });
    const watch = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/clients/list`);
    await page.getByRole('heading', { name: 'Clientes' }).waitFor();
    // SPEC §6: the register link is this role's; the sidebar offers it too.
    await page.getByRole('navigation').getByRole('link', { name: 'Cadastrar' }).first().waitFor();
    await page.getByRole('link', { name: 'Cadastrar cliente' }).click();
    await page.waitForURL(/\/clients\/new$/);
    await byLabel(page, 'Nome').fill(name);
    await byLabel(page, 'País').selectOption('BR');
    await byLabel(page, 'Documento fiscal').fill('11.222.333/0001-80');
    await byLabel(page, 'E-mail').fill('compras@nandu.com.br');
    await byLabel(page, 'Contato').fill('João Conceição, +55 11 98765 4321');
    watch.expect('POST', /^\/api\/clients$/, 422);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.locator('.field-error').getByText(/CNPJ/).waitFor();
    expect(await run.stack.deps.db('clients').where({ name })).toHaveLength(0);

    const cnpj = uniqueCnpj();
    await byLabel(page, 'Documento fiscal').fill(cnpj.formatted);
    await shot(page, 'portal-clients-new-pt-BR');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Cliente cadastrado com sucesso').waitFor();
    await page.waitForURL(/\/clients\/list$/);
    await page.getByRole('link', { name }).click();
    await page.waitForURL(/\/clients\/edit\//);
    expect(await byLabel(page, 'Documento fiscal').inputValue()).toBe(cnpj.formatted);
    await byLabel(page, 'Contato').fill('Ana Lúcia Gonçalves');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Cliente atualizado com sucesso').waitFor();
    const stored = await run.stack.deps.db('clients').where({ name }).first();
    expect(stored).toMatchObject({ taxId: cnpj.digits, contact: 'Ana Lúcia Gonçalves' });
    const broker = await run.stack.deps
      .db('users')
      .where({ email: 'broker@example.com' })
      .first('customs_broker_id');
    expect(
      await run.stack.deps
        .db('customs_broker_clients')
        .where({ client_id: stored.id })
        .pluck('customs_broker_id'),
    ).toEqual([broker.customsBrokerId]);

    // Its own operators are its users: the list shows the broker's people only.
    await page.goto(`${run.stack.baseUrl}/users/users-list`);
    await page.getByText('broker.operator@example.com').waitFor();
    expect(await page.getByText('client.operator@example.com').count()).toBe(0);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 120_000);

  it('a client master has no register link for clients, and an operator no users at all', async () => {
    const { context, page } = await signedInOn(run, 'client@example.com');
    const watch = watchFailures(page);
    await page.goto(`${run.stack.baseUrl}/processes/list`);
    await page.getByRole('navigation').getByText('Usuários').waitFor();
    expect(await page.locator('a[href="/clients/new"]').count()).toBe(0);
    expect(watch.failures()).toEqual([]);
    await context.close();
  }, 60_000);
});
