import { formatTaxId } from '@claims/domain';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { api } from '@claims/api/testing/stack-harness';
import { until } from '@claims/workers/testing/jobs-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { screenshot } from '@claims/scripts/testing/browser';
import { fileProtestLetter, inspectionToday, letterBody } from '@claims/api/testing/protest-builders';
import {
  fileReimbursement,
  offeredDraftSubmission,
  requestBody,
  shippingRefs,
} from '@claims/api/testing/reimbursement-builders';
import { waitForStatus } from '@claims/scripts/testing/console-harness';
import { watchPage } from './page-watch';
import { byLabel, shot, signedInOn } from '@claims/scripts/testing/portal-session';

/**
 * Issue 15 item 5 as the people live it, in Spanish, against the real stack with a jobs worker:
 * a letter of protest → the client's inspection request with its site contact → claims schedules
 * it in the console → the inspector sees whom to meet and records POSITIVE with an analysis
 * statement → the client takes the pre-filled draft, files it, and the letter and the request
 * point at each other in the portal and in the console. Each party's notifications and e-mails
 * are checked in their language; any failed api call or console error fails the journey.
 */
const run = browserAgainstStack({ jobs: true });
const problems: string[][] = [];
const suffix = randomBytes(3).toString('hex');
// People of their own, writing in Spanish, so their profile language cannot disturb other tests.
const people = {
  client: { email: `martin.gomez.${suffix}@alfa.example.com`, id: '' },
  inspector: { email: `lucia.fernandez.${suffix}@example.com`, id: '' },
  claims: { email: `sofia.pereyra.${suffix}@example.com`, id: '' },
};

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

beforeAll(async () => {
  const master = await signedIn(run.stack.deps.db, 'master@example.com');
  const alfa = await run.stack.deps.db('clients').where({ name: 'Exportadora Alfa Ltda' }).first('id');
  for (const [who, body] of [
    ['client', { name: 'Martín', lastName: 'Gómez', role: 'CLIENT_OPERATOR', clientId: alfa.id }],
    ['inspector', { name: 'Lucía', lastName: 'Fernández', role: 'INSPECTOR' }],
    ['claims', { name: 'Sofía', lastName: 'Pereyra', role: 'CLAIMS', team: 'BUE' }],
  ] as const) {
    const created = await call(
      'POST',
      '/api/users',
      { ...body, email: people[who].email, language: 'es' },
      master,
    );
    expect(created.status).toBe(201);
    people[who].id = created.body.id;
  }
  // Alfa has filed before, so its inscrições are known (the company record does not keep them):
  // without this the journey would depend on another test file having filed for Alfa first.
  const client = await signedIn(run.stack.deps.db, 'client@example.com');
  await fileReimbursement(
    run.stack.baseUrl,
    call,
    client,
    requestBody(await shippingRefs(run.stack.deps.db)),
  );
}, 120_000);

/** Delivers the letter's outbox rows of one kind (in-app and e-mail) through this file's worker. */
async function deliver(letterId: string, kind: string) {
  const rows = await until(`outbox ${kind}`, async () => {
    const found = await run.stack.deps
      .db('outbox')
      .where('event_key', 'like', `protest-${letterId}:%`)
      .where({ kind })
      .pluck('event_key');
    return found.length ? found : undefined;
  });
  for (const key of rows) await run.jobs.deliver(key);
}

/** The e-mail a person got about the letter: its subject, in the language it was written in. */
const mailTo = (userId: string, kind: string) =>
  until(`${kind} e-mail`, (): Promise<{ subject: string; locale: string } | undefined> =>
    run.stack.deps
      .db('email_log')
      .where({ recipient_id: userId, kind, status: 'SENT' })
      .first('subject', 'locale'),
  ) as Promise<{ subject: string; locale: string }>;

async function portalAs(email: string) {
  const session = await signedInOn(run, email, { language: 'es' });
  session.context.setDefaultTimeout(30_000);
  problems.push(watchPage(session.page, email));
  return session;
}

/** The value shown beside a label in a details list. */
const detail = (page: Page, label: string) =>
  page
    .locator('.details div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

describe('a protest letter with an inspection, in Spanish', () => {
  it('reaches a pre-filled reimbursement request linked to its letter, and every party sees its part', async () => {
    const db = run.stack.deps.db;
    const refs = await shippingRefs(db);
    const ports = { embarkation: refs.portOfLoadingId, discharge: refs.portOfDischargeId };
    const port = await db('ports').where({ id: ports.discharge }).first('name', 'code');
    const clientApi = await signedIn(db, people.client.email, 'es');
    const letter = await fileProtestLetter(
      run.stack.baseUrl,
      call,
      clientApi,
      letterBody(ports, { inspectionRequested: true, notifyingCompany: 'Exportadora Alfa Ltda' }),
    );

    // 1. The client reads its letter (client and port named) and asks for the inspection.
    const client = await portalAs(people.client.email);
    await client.page.goto(`${run.stack.baseUrl}/processes/details/${letter.id}`);
    await client.page.getByRole('heading', { name: `Detalle ${letter.reference}` }).waitFor();
    expect(await detail(client.page, 'Cliente').first().textContent()).toBe('Exportadora Alfa Ltda');
    // Named as the wizard offered it, with its UN/LOCODE.
    await client.page.getByText(`${port.name} (${port.code})`, { exact: true }).first().waitFor();
    await client.page.getByRole('link', { name: 'Solicitar inspección' }).click();
    await client.page.waitForURL(/\/processes\/request-inspection\//);
    // Today, so that the inspector may record the result in this journey (not before its day).
    const today = inspectionToday('BR');
    const day = today.date.split('-').reverse().join('/');
    await byLabel(client.page, 'Fecha').fill(day);
    await byLabel(client.page, 'Hora').fill(today.hour);
    await byLabel(client.page, 'Nombre').fill('José Núñez');
    await byLabel(client.page, 'Contacto').fill('Jefe de depósito');
    await byLabel(client.page, 'Teléfono').fill('+54 11 4321 5678');
    await byLabel(client.page, 'Dirección').fill('Av. Pedro de Mendoza 1200, Depósito 3, Buenos Aires');
    await byLabel(client.page, 'Correo electrónico').fill('jose.nunez@alfa.example.com');
    await shot(client.page, 'journey-es-1-client-requests-inspection');
    await client.page.getByRole('button', { name: 'Solicitar inspección' }).click();
    await client.page.waitForURL(/\/processes\/details\//);
    // The toast says what was asked, of which letter and when.
    await client.page
      .getByText(
        `Inspección solicitada para la carta de protesta ${letter.reference} el ${day} a las ${today.hour}.`,
        { exact: false },
      )
      .first()
      .waitFor();
    // Beside that long message the toast's Ok stays one word on one line ("O" / "k" before).
    const okLines = await client.page
      .locator('.toast .btn')
      .first()
      .evaluate((button) => {
        const text = document.createRange();
        text.selectNodeContents(button);
        return text.getClientRects().length;
      });
    expect(okLines).toBe(1);
    await client.page.getByText('José Núñez').first().waitFor();

    // 2. Claims schedules it in the console, with the inspector, and sees the site contact.
    // The console shares the portal's session keys: the same signed-in context serves it.
    const { page: staff } = await portalAs(people.claims.email);
    await staff.goto(`${run.stack.baseUrl}/admin/`);
    await staff.locator('header').getByText('Sofía Pereyra', { exact: true }).waitFor();
    await staff.goto(`${run.stack.baseUrl}/admin/#/protest-letters/${letter.id}/show`);
    await waitForStatus(staff, 'INSPECTION_REQUESTED');
    await staff.getByText('+54 11 4321 5678').first().waitFor();
    await staff
      .getByRole('toolbar')
      .getByRole('button', { name: 'Programar inspección', exact: true })
      .click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Inspector *').fill('Lucía');
    await staff.getByRole('option', { name: 'Lucía Fernández' }).click();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForStatus(staff, 'INSPECTION_SCHEDULED');
    await staff.getByText('Lucía Fernández').first().waitFor();
    await screenshot(staff, 'journey-es-2-console-scheduled');

    // The inspector and the client are told, in Spanish, in the app and by e-mail.
    await deliver(letter.id, 'INSPECTION_SCHEDULED');
    for (const person of [people.inspector, people.client]) {
      const mail = await mailTo(person.id, 'INSPECTION_SCHEDULED');
      expect(mail.locale).toBe('es');
      expect(mail.subject).toContain(letter.reference);
      expect(mail.subject).toMatch(/Inspecci[oó]n/);
    }

    // The inspector's e-mail says when and where, and whom to call there.
    const notice = run.jobs.sink.messages.find(
      (m) => m.to.includes(people.inspector.email) && m.eventKey?.startsWith(`protest-${letter.id}:`),
    );
    const noticeText = notice?.raw.replace(/=\r?\n/g, '') ?? '';
    for (const part of [day, today.hour, 'Pedro de Mendoza 1200', '+54 11 4321 5678'])
      expect(noticeText).toContain(part);

    // 3. The inspector sees whom to meet, and must write the analysis statement too.
    const inspector = await portalAs(people.inspector.email);
    await inspector.page.goto(`${run.stack.baseUrl}/processes/list`);
    await inspector.page.getByRole('button', { name: 'Notificaciones' }).click();
    await inspector.page.getByText(letter.reference, { exact: false }).first().waitFor();
    await inspector.page.keyboard.press('Escape');
    await inspector.page.goto(`${run.stack.baseUrl}/processes/check-inspection/${letter.id}`);
    const contact = inspector.page.getByRole('region', { name: 'Contacto en el lugar' });
    await contact.getByText('José Núñez').waitFor();
    await contact.getByText('Jefe de depósito').waitFor();
    expect(await contact.getByRole('link', { name: '+54 11 4321 5678' }).getAttribute('href')).toBe(
      'tel:+541143215678',
    );
    expect(
      await contact.getByRole('link', { name: 'jose.nunez@alfa.example.com' }).getAttribute('href'),
    ).toBe('mailto:jose.nunez@alfa.example.com');
    await contact.getByText('Av. Pedro de Mendoza 1200, Depósito 3, Buenos Aires').waitFor();
    await byLabel(inspector.page, 'Resultado de la inspección').selectOption('POSITIVE');
    await byLabel(inspector.page, 'Observación').fill('Puerta trasera abollada; 12 sacas húmedas.');
    await inspector.page.getByRole('button', { name: 'Guardar inspección' }).click();
    await inspector.page.getByText('El campo dictamen del análisis es obligatorio').waitFor();
    await byLabel(inspector.page, 'Dictamen del análisis').fill(
      'El daño ocurrió durante la descarga; la humedad es consecuencia de la puerta dañada.',
    );
    await shot(inspector.page, 'journey-es-3-inspector-records-result');
    await inspector.page.getByRole('button', { name: 'Guardar inspección' }).click();
    await inspector.page.waitForURL(/\/processes\/details\//);
    await inspector.page.getByText('Inspección guardada con éxito').first().waitFor();
    await inspector.page.getByText('El daño ocurrió durante la descarga', { exact: false }).first().waitFor();
    // The inspector never sees the money side: no offer, no linked request row.
    expect(await inspector.page.getByText('Solicitud de resarcimiento vinculada').count()).toBe(0);

    // 4. The client is told and takes the offered request, pre-filled with its company data.
    // One notice per event: the client hears of the POSITIVE result once, with the offer.
    await deliver(letter.id, 'PROTEST_REIMBURSEMENT_SUGGESTED');
    const concluded = await mailTo(people.client.id, 'PROTEST_REIMBURSEMENT_SUGGESTED');
    expect(concluded).toMatchObject({ locale: 'es' });
    expect(concluded.subject).toContain(letter.reference);
    expect(concluded.subject).toContain('avería confirmada');
    await client.page.reload();
    await detail(client.page, 'Dictamen del análisis')
      .filter({ hasText: 'El daño ocurrió durante la descarga' })
      .waitFor();
    await client.page.getByText('La inspección fue positiva', { exact: false }).waitFor();
    await shot(client.page, 'journey-es-4-client-positive-offer');
    await client.page.getByRole('button', { name: 'Solicitar resarcimiento' }).click();
    await client.page.waitForURL(/\/request-reimbursement\/create\/[0-9a-f-]{36}(\?step=\d+)?$/);
    const draftId = new URL(client.page.url()).pathname.split('/').pop()!;
    // Its company data is complete, so the draft opens at its first incomplete step: shipping.
    await client.page.getByText('Paso 2: Datos del embarque').waitFor();
    await client.page.getByRole('button', { name: 'Volver' }).click();
    await byLabel(client.page, 'CNPJ').waitFor();
    const alfa = await db('clients').where({ name: 'Exportadora Alfa Ltda' }).first('tax_id');
    // The wizard loads the draft after its first render: read the field until the data is in.
    const taxId = () =>
      byLabel(client.page, 'CNPJ')
        .inputValue({ timeout: 2_000 })
        .catch(() => '');
    await until(
      'the pre-filled company data',
      async () => ((await taxId()) === formatTaxId('BR', alfa.taxId) ? true : undefined),
      60_000,
    ).catch(async (err: unknown) => {
      await shot(client.page, 'journey-es-5-prefilled-draft-failed');
      throw err;
    });
    expect(await byLabel(client.page, 'Razón social').inputValue()).toBe('Exportadora Alfa Ltda');
    await shot(client.page, 'journey-es-5-prefilled-draft');

    // The wizard's own steps have their tests; here the draft is submitted as the wizard would.
    const draft = await call('GET', `/api/reimbursements/drafts/${draftId}`, undefined, clientApi);
    const filed = await call(
      'POST',
      '/api/reimbursements',
      offeredDraftSubmission(refs, draftId, draft.body.data.clientData, {
        stateRegistration: '901.234',
        cityRegistration: '55.667',
      }),
      clientApi,
    );
    expect(filed.status).toBe(201);

    // 5. The letter and the request point at each other, in the portal…
    await client.page.goto(`${run.stack.baseUrl}/processes/details/${letter.id}`);
    await detail(client.page, 'Solicitud de resarcimiento vinculada')
      .getByRole('link', { name: filed.body.reference })
      .click();
    await client.page.waitForURL(new RegExp(`/request-reimbursement/detail/${filed.body.id}$`));
    await detail(client.page, 'Carta de protesta vinculada')
      .getByRole('link', { name: letter.reference })
      .waitFor();
    await shot(client.page, 'journey-es-6-request-names-its-letter');

    // …and in the console, where claims also reads the inspector's statement.
    await staff.goto(`${run.stack.baseUrl}/admin/#/protest-letters/${letter.id}/show`);
    // Only the hash changed: load the letter afresh rather than from react-admin's cache.
    await staff.reload();
    await staff.getByText('El daño ocurrió durante la descarga', { exact: false }).first().waitFor();
    // Linked, the letter offers no "Vincular" any more: its toolbar names the request instead.
    const toolbar = staff.getByRole('toolbar');
    expect(await toolbar.getByRole('button', { name: /Vincular/ }).count()).toBe(0);
    await toolbar
      .getByRole('link', { name: `Vinculada a la solicitud de resarcimiento ${filed.body.reference}` })
      .waitFor();
    await staff.getByRole('link', { name: filed.body.reference, exact: true }).click();
    await staff.waitForURL(new RegExp(`#/reimbursements/${filed.body.id}/show`));
    await staff.getByRole('link', { name: letter.reference }).waitFor();
    await screenshot(staff, 'journey-es-7-console-request-names-its-letter');

    // Claims was told of the link too.
    await deliver(letter.id, 'LETTER_OF_PROTEST_LINKED');
    const claimsIds = await db('users').where({ role: 'CLAIMS' }).pluck('id');
    await until('the link e-mail to claims', () =>
      db('email_log')
        .whereIn('recipient_id', claimsIds)
        .where({ kind: 'LETTER_OF_PROTEST_LINKED' })
        .first('id'),
    );

    expect(problems.flat()).toEqual([]);
    await Promise.all([client.context.close(), inspector.context.close(), staff.context().close()]);
  }, 300_000);
});
