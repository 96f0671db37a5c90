import { randomBytes } from 'node:crypto';
import { translate } from '@claims/domain';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { PDF } from '@claims/api/testing/reimbursement-builders';
import { watchPage } from './page-watch';
import { byLabel, chooseOption, shot, signedInOn } from '@claims/scripts/testing/portal-session';

const run = browserAgainstStack();

describe('the protest letter', () => {
  it('a client files one in Step 1 to Step 4, then requests its inspection', async () => {
    const { context, page } = await signedInOn(run, 'client@example.com');
    const next = async (step: number) => {
      await page.getByRole('button', { name: 'Próximo', exact: true }).click();
      await page.getByRole('heading', { name: new RegExp(`^Passo ${step}:`) }).waitFor();
    };
    await page.goto(`${run.stack.baseUrl}/protest/create`);
    await page.getByRole('heading', { name: /^Passo 1:/ }).waitFor();
    // Before any field is touched, the disabled Next lists what the step waits for, as the
    // reimbursement wizard does.
    const required = (field: string) =>
      translate('pt-BR', 'validation.required', { name: translate('pt-BR', `fields.${field}`) });
    const untouched = page.locator('.wizard-blocked');
    await untouched.waitFor();
    const reasons = await untouched.locator('li').allTextContents();
    expect(reasons).toEqual(
      expect.arrayContaining(
        ['billOfLading', 'ship', 'voyage', 'merchandise', 'notifyingCompany', 'dischargeDate'].map(required),
      ),
    );
    expect(reasons).toContain('O campo porto de embarque é obrigatório');
    expect(await page.getByRole('button', { name: 'Próximo', exact: true }).isDisabled()).toBe(true);
    await shot(page, 'portal-protest-step-1-untouched-pt-BR');
    await byLabel(page, 'Conhecimento de embarque (BL)').fill('MSCUSSZ123456');
    await byLabel(page, 'Navio').fill('MSC Alfa');
    await byLabel(page, 'Viagem').fill('245S');
    await byLabel(page, 'Mercadoria').fill('Café em grãos, 320 sacas');
    await byLabel(page, 'Empresa notificante').fill('Exportadora Alfa Ltda');
    await chooseOption(page, 'Porto de embarque', { nth: 0 });
    await chooseOption(page, 'Porto de descarga', { nth: 1 });
    await byLabel(page, 'Data de descarga').fill('20/11/2026');
    // Next stays disabled with a wrong CT-e key, and the field and the hint say why.
    await byLabel(page, 'CT-e').fill('35261112345678000199570010000000011000000000');
    await byLabel(page, 'Mercadoria').click();
    await page.getByText('Chave de acesso do CT-e inválida').first().waitFor();
    expect(await page.locator('.wizard-blocked').textContent()).toContain('Chave de acesso do CT-e inválida');
    expect(await page.getByRole('button', { name: 'Próximo', exact: true }).isDisabled()).toBe(true);
    await shot(page, 'portal-protest-step-1-blocked-pt-BR');
    await byLabel(page, 'CT-e').fill('');
    await page.locator('.wizard-blocked').waitFor({ state: 'detached' });
    await shot(page, 'portal-protest-step-1-pt-BR');
    await next(2);

    // A container number with a wrong check digit is named at once.
    await byLabel(page, 'Número').fill('MSCU1234567');
    await page.getByText('Número de contêiner inválido (ISO 6346)').first().waitFor();
    expect(await page.getByRole('button', { name: 'Próximo', exact: true }).isDisabled()).toBe(true);
    await byLabel(page, 'Número').fill('MSCU1234566');
    // Weights in kg as a Brazilian writes them: 18.650 is eighteen tonnes and a half.
    await byLabel(page, 'Peso manifestado').pressSequentially('18.650');
    await byLabel(page, 'Peso constatado').pressSequentially('18.120,5');
    await byLabel(page, 'Lacre manifestado').fill('SL1001');
    await page.getByLabel('Amassado/riscado/enferrujado').check();
    // A reload comes back to this step with what was typed, saved by the pause in typing.
    await page.waitForURL(/[?&]draft=.+&step=2$/);
    await page.waitForResponse(
      (r) => r.url().includes('/api/protest-letters/drafts/') && r.request().method() === 'PUT',
    );
    await page.reload();
    await page.getByRole('heading', { name: /^Passo 2:/ }).waitFor();
    expect(await byLabel(page, 'Número').inputValue()).toBe('MSCU1234566');
    expect(await byLabel(page, 'Peso constatado').inputValue()).toBe('18.120,5');
    expect(await page.getByLabel('Amassado/riscado/enferrujado').isChecked()).toBe(true);
    await shot(page, 'portal-protest-step-2-pt-BR');
    // Each step is a history entry: the browser's Back and Forward walk the steps, as typed.
    await page.goBack();
    await page.getByRole('heading', { name: /^Passo 1:/ }).waitFor();
    expect(page.url()).toMatch(/[?&]draft=.+&step=1$/);
    expect(await byLabel(page, 'Navio').inputValue()).toBe('MSC Alfa');
    await page.goForward();
    await page.getByRole('heading', { name: /^Passo 2:/ }).waitFor();
    expect(await byLabel(page, 'Peso constatado').inputValue()).toBe('18.120,5');
    await next(3);

    for (const type of ['DAMAGE_REPORT', 'CTE', 'NOTA_FISCAL', 'PACKING_LIST']) {
      await byLabel(page, 'Tipo de documento').selectOption(type);
      await page.locator('input[type=file]').setInputFiles({
        name: `${type.toLowerCase()}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.locator('.upload-item', { hasText: `${type.toLowerCase()}.pdf` }).waitFor();
    }
    // A file added by mistake comes off the draft from the keyboard, asking nothing (it is not
    // filed yet): Undo is offered for 2 s, then the file is gone from the draft.
    await byLabel(page, 'Tipo de documento').selectOption('SURVEY_REPORT');
    await page.locator('input[type=file]').setInputFiles({
      name: 'engano.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const mistake = page.locator('.upload-item', { hasText: 'engano.pdf' });
    await mistake.getByRole('button', { name: 'Excluir engano.pdf' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await mistake.getByRole('button', { name: 'Desfazer' }).waitFor();
    await mistake.waitFor({ state: 'detached', timeout: 20_000 });
    await shot(page, 'portal-protest-step-3-pt-BR');
    await next(4);
    // The review names everything that will be filed, as a Brazilian reads it.
    const review = (name: string) => page.getByRole('region', { name });
    await review('Dados da carta').getByText('20/11/2026').waitFor();
    await review('MSCU1234566').getByText('18.650 kg').waitFor();
    await review('MSCU1234566').getByText('18.120,5 kg').waitFor();
    expect(await review('Arquivos').getByText('engano.pdf').count()).toBe(0);
    await page.getByLabel('Solicitar vistoria junto com a carta').check();
    await shot(page, 'portal-protest-step-4-pt-BR');
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('heading', { name: 'Pronto!' }).waitFor();
    await page.getByRole('link', { name: 'Abrir o processo' }).click();
    await page.waitForURL(/\/processes\/details\//);
    const id = page.url().split('/').pop()!;
    const claims = await signedIn(run.stack.deps.db, 'claims@example.com');
    const letter = await api(run.stack.baseUrl, 'GET', `/api/protest-letters/${id}`, undefined, claims);
    expect(letter.body.dischargeDate).toBe('2026-11-20');
    expect(Number(letter.body.containers[0].weightManifested)).toBe(18650);
    expect(Number(letter.body.containers[0].weightDetermined)).toBe(18120.5);

    await page.getByRole('link', { name: 'Solicitar vistoria' }).click();
    await page.waitForURL(/\/processes\/request-inspection\//);
    await byLabel(page, 'Data').fill('10/05/2030');
    await byLabel(page, 'Hora').fill('9h30');
    await byLabel(page, 'Nome').fill('Maria Souza');
    await byLabel(page, 'Contato').fill('Encarregado do armazém 4');
    await byLabel(page, 'Telefone').fill('+55 13 99999-0000');
    await byLabel(page, 'Endereço').fill('Av. Portuária 100, Santos');
    // The form is checked by the api's own payload schema: a wrong e-mail is named on its field.
    await byLabel(page, 'E-mail').fill('maria@');
    await byLabel(page, 'Endereço').click();
    await page.locator('.field-error', { hasText: 'E-mail inválido' }).waitFor();
    await byLabel(page, 'E-mail').fill('maria@alfa.example.com');
    await page.locator('.field-error', { hasText: 'E-mail inválido' }).waitFor({ state: 'detached' });
    // A photo sent with the request lands on the letter, for the client and the staff alike.
    await byLabel(page, 'Tipo de documento').selectOption('PHOTOS');
    await page.locator('input[type=file]').setInputFiles({
      name: 'porta-amassada.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.locator('.upload-item', { hasText: 'porta-amassada.pdf' }).waitFor();
    await shot(page, 'portal-request-inspection-pt-BR');
    await page.getByRole('button', { name: 'Solicitar vistoria' }).click();
    await page.waitForURL(/\/processes\/details\//);
    await page.getByText('Vistoria solicitada').first().waitFor();
    const requested = await api(run.stack.baseUrl, 'GET', `/api/protest-letters/${id}`, undefined, claims);
    expect(requested.body.inspection).toMatchObject({ date: '2030-05-10', hour: '09:30' });
    const photo = { name: 'porta-amassada.pdf', documentType: 'PHOTOS' };
    expect(requested.body.files).toEqual(expect.arrayContaining([expect.objectContaining(photo)]));
    // The client's own view of the letter lists it too.
    await page.getByText('porta-amassada.pdf').first().waitFor();
    await shot(page, 'portal-protest-detail-pt-BR');
    await context.close();
  }, 120_000);
});

/** A label of the portal in Spanish, as a field shows it ("Puerto de descarga"). */
const es = (key: string, params?: Record<string, string | number>) => translate('es', key, params);
const esField = (field: string) => {
  const text = es(`fields.${field}`);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

describe('the protest letter refused by the api, in Spanish', () => {
  it('lands the 422 on the field it names and the toast says which step to fix; corrected, the letter is filed', async () => {
    const db = run.stack.deps.db;
    // A client of its own, reading Spanish, so no other test sees its profile language.
    const master = await signedIn(db, 'master@example.com');
    const alfa = await db('clients').where({ name: 'Exportadora Alfa Ltda' }).first('id');
    const email = `valentina.rios.${randomBytes(3).toString('hex')}@alfa.example.com`;
    const created = await api(
      run.stack.baseUrl,
      'POST',
      '/api/users',
      {
        name: 'Valentina',
        lastName: 'Ríos',
        email,
        role: 'CLIENT_OPERATOR',
        clientId: alfa.id,
        language: 'es',
      },
      master,
    );
    expect(created.status).toBe(201);
    // A terminal the staff will remove while the letter is being written: a rule only the api can judge.
    const code = `UYZ${[...randomBytes(2)].map((b) => String.fromCharCode(65 + (b % 26))).join('')}`;
    const [closing] = await db('ports')
      .insert({ code, name: 'Terminal Juan Lacaze', city: 'Juan Lacaze', country: 'UY' })
      .returning(['id', 'name', 'code']);
    const santos = await db('ports').where({ code: 'BRSSZ' }).first('id', 'name', 'code');
    const buenosAires = await db('ports').where({ code: 'ARBUE' }).first('id', 'name', 'code');
    // Each port is offered by its name and code.
    const named = (p: { name: string; code: string }) => ({ name: `${p.name} (${p.code})` });

    const { context, page } = await signedInOn(run, email, { language: 'es' });
    const problems = watchPage(page, email, [/^422 .*\/api\/protest-letters$/]);
    const step = (n: number) => page.getByRole('heading', { name: new RegExp(`^Paso ${n}:`) }).waitFor();
    const next = async (n: number) => {
      await page.getByRole('button', { name: es('portal.wizard.next'), exact: true }).click();
      await step(n);
    };
    await page.goto(`${run.stack.baseUrl}/protest/create`);
    await step(1);
    await byLabel(page, esField('billOfLading')).fill('MSCUSSZ123456');
    await byLabel(page, esField('ship')).fill('MSC Alfa');
    await byLabel(page, esField('voyage')).fill('245S');
    await byLabel(page, esField('merchandise')).fill('Yerba mate, 640 bolsas');
    await byLabel(page, esField('notifyingCompany')).fill('Exportadora Alfa Ltda');
    await chooseOption(page, esField('portOfEmbarkationId'), named(santos));
    await chooseOption(page, esField('portOfDischargeId'), named(closing));
    // The day as it is written in Spanish, keystroke by keystroke.
    await byLabel(page, esField('dischargeDate')).pressSequentially('23/11/2026');
    await next(2);
    await byLabel(page, esField('number')).fill('MSCU1234566');
    // Eighteen tonnes and a half, as people there write it.
    await byLabel(page, esField('weightManifested')).pressSequentially('18.650,5');
    await byLabel(page, esField('weightDetermined')).pressSequentially('18.120,5');
    await page.getByLabel(es('codes.protestDamageTypes.DENTED_SCRATCHED_RUSTED')).check();
    await next(3);
    for (const type of ['DAMAGE_REPORT', 'CTE', 'NOTA_FISCAL', 'PACKING_LIST']) {
      await byLabel(page, esField('documentType')).selectOption(type);
      await page.locator('input[type=file]').setInputFiles({
        name: `${type.toLowerCase()}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.locator('.upload-item', { hasText: `${type.toLowerCase()}.pdf` }).waitFor();
    }
    await next(4);

    // Meanwhile the terminal is removed from the ports: the filing is refused on that field.
    await db('ports').where({ id: closing.id }).update({ deleted_at: db.fn.now() });
    await page.getByRole('button', { name: es('common.confirm'), exact: true }).click();
    const message = es('validation.unknownReference', { name: es('fields.portOfDischargeId') });
    const fix = es('portal.wizard.fixStep', { step: es('portal.protest.steps.letter'), message });
    await page.getByText(fix).waitFor();
    await page.getByText(es('errors.protestCreation')).first().waitFor();
    await step(1);
    const discharge = byLabel(page, esField('portOfDischargeId'));
    expect(await discharge.getAttribute('aria-invalid')).toBe('true');
    await page.locator('.field-error', { hasText: message }).waitFor();
    // Everything typed is still there, as typed.
    expect(await byLabel(page, esField('dischargeDate')).inputValue()).toBe('23/11/2026');
    await shot(page, 'portal-protest-422-on-field-es');

    // Another port clears the api's message by the form's own rules; the letter is then filed.
    await chooseOption(page, esField('portOfDischargeId'), named(buenosAires));
    await page.locator('.field-error', { hasText: message }).waitFor({ state: 'detached' });
    await next(2);
    expect(await byLabel(page, esField('weightManifested')).inputValue()).toBe('18.650,5');
    await next(3);
    await next(4);
    await page.getByRole('button', { name: es('common.confirm'), exact: true }).click();
    await page.getByRole('heading', { name: es('portal.wizard.completedTitle') }).waitFor();
    await page.getByRole('link', { name: es('portal.wizard.openRequest') }).click();
    await page.waitForURL(/\/processes\/details\//);
    const id = page.url().split('/').pop()!;
    const claims = await signedIn(db, 'claims@example.com');
    const letter = await api(run.stack.baseUrl, 'GET', `/api/protest-letters/${id}`, undefined, claims);
    expect(letter.body).toMatchObject({ dischargeDate: '2026-11-23', office: 'AR' });
    expect(Number(letter.body.containers[0].weightManifested)).toBe(18650.5);
    expect(Number(letter.body.containers[0].weightDetermined)).toBe(18120.5);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
