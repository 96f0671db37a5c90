import type { Page } from 'playwright-core';
import { api } from '@claims/api/testing/stack-harness';
import { signedIn } from '@claims/api/testing/tokens';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import {
  fileProtestLetter,
  inspectionForm,
  letterBody,
  uploadFile,
} from '@claims/api/testing/protest-builders';
import {
  PNG,
  fileReimbursement,
  onePagePdf,
  pngOf,
  requestBody,
  shippingRefs,
} from '@claims/api/testing/reimbursement-builders';
import { watchPage } from './page-watch';
import { shot, signedInOn } from '@claims/scripts/testing/portal-session';

/**
 * Issue 15 item 6 in the portal (pt-BR): a case's attachments open for everyone who may see the
 * case (a preview for images and PDFs, a download for the rest), and the uploader removes one
 * after SPEC §8's "Tem certeza de que quer excluir?" (Sim/Não), with SPEC §4's 2-second undo.
 */
const run = browserAgainstStack();
let letterId: string;
let requestId: string;

const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api(run.stack.baseUrl, method, path, body, headers);

beforeAll(async () => {
  const db = run.stack.deps.db;
  const client = await signedIn(db, 'client@example.com');
  const claims = await signedIn(db, 'claims@example.com');
  const refs = await shippingRefs(db);
  const letter = await fileProtestLetter(
    run.stack.baseUrl,
    call,
    client,
    letterBody(
      { embarkation: refs.portOfLoadingId, discharge: refs.portOfDischargeId },
      { inspectionRequested: true },
    ),
  );
  letterId = letter.id;
  const upload = async (
    who: Record<string, string>,
    documentType: string,
    name: string,
    content: Buffer,
    type: string,
  ) =>
    expect(
      (await uploadFile(run.stack.baseUrl, letterId, who, { documentType, name, content, type })).status,
    ).toBe(201);
  await upload(client, 'PHOTOS', 'foto da avaria.png', PNG, 'image/png');
  await upload(
    client,
    'SURVEY_REPORT',
    'laudo de vistoria.pdf',
    onePagePdf('Laudo de vistoria - MSCU1234566'),
    'application/pdf',
  );
  await upload(
    client,
    'OTHER',
    'pesos e lacres.csv',
    Buffer.from('contêiner;peso\nMSCU1234566;21.000,000\n'),
    'text/csv',
  );
  await upload(claims, 'OTHER', 'parecer interno.pdf', onePagePdf('Parecer'), 'application/pdf');
  const inspectorId = (await db('users').where({ email: 'inspector@example.com' }).first('id')).id;
  const act = (action: string, body: unknown, who: Record<string, string>) =>
    call('POST', `/api/protest-letters/${letterId}/actions/${action}`, body, who);
  expect((await act('requestInspection', inspectionForm, client)).status).toBe(200);
  expect(
    (await act('scheduleInspection', { inspectorId, date: '2030-05-12', hour: '14:00' }, claims)).status,
  ).toBe(200);
  requestId = (await fileReimbursement(run.stack.baseUrl, call, client, requestBody(refs))).id;
}, 120_000);

async function portalAs(email: string) {
  const session = await signedInOn(run, email, { language: 'pt-BR' });
  session.context.setDefaultTimeout(30_000);
  return { ...session, problems: watchPage(session.page, email) };
}

/** Clicks a file's "Excluir" and answers the confirmation dialog it opens. */
async function askToRemove(page: Page, name: string) {
  await page.getByRole('button', { name: `Excluir ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tem certeza de que quer excluir?' });
  await dialog.waitFor();
  return dialog;
}

/** The visible text of the focused element. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/** Opens a file by its name and answers the preview dialog. */
async function openPreview(page: Page, name: string) {
  await page.getByRole('button', { name: `Abrir ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

describe("a case's attachments in the portal", () => {
  it('previews images and PDFs, downloads the rest, and lets the client remove its own file with a 2-second undo', async () => {
    const { context, page, problems } = await portalAs('client@example.com');
    const deletes: string[] = [];
    page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()));
    await page.goto(`${run.stack.baseUrl}/processes/details/${letterId}`);
    const files = page.getByRole('region', { name: 'Anexos' });
    await files.getByRole('button', { name: 'Abrir foto da avaria.png' }).waitFor();

    const photo = await openPreview(page, 'foto da avaria.png');
    const image = photo.getByRole('img', { name: 'foto da avaria.png' });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, 'portal-file-preview-image-pt-BR');
    await photo.getByRole('button', { name: 'Fechar' }).click();

    const report = await openPreview(page, 'laudo de vistoria.pdf');
    await report.locator('[data-testid="pdf-pages"] canvas').first().waitFor();
    await shot(page, 'portal-file-preview-pdf-pt-BR');
    const fromDialog = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Baixar' }).click();
    expect((await fromDialog).suggestedFilename()).toBe('laudo de vistoria.pdf');
    await page.keyboard.press('Escape');
    await report.waitFor({ state: 'detached' });

    // Not an image or a PDF: its name downloads it.
    const csv = page.waitForEvent('download');
    await files.getByRole('button', { name: 'Abrir pesos e lacres.csv' }).click();
    const downloaded = await csv;
    expect(downloaded.suggestedFilename()).toBe('pesos e lacres.csv');

    // Only one's own uploads can be removed.
    expect(await files.getByRole('button', { name: 'Excluir parecer interno.pdf' }).count()).toBe(0);
    // SPEC §8 asks first (Sim/Não). "Não" has the focus: Enter right away keeps the file, and so
    // does Escape; Tab stays inside the dialog.
    const question = await askToRemove(page, 'pesos e lacres.csv');
    await question.getByText('Arquivo: pesos e lacres.csv').waitFor();
    expect(await focusedText(page)).toBe('Não');
    await shot(page, 'portal-file-remove-confirm-pt-BR');
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Excluir');
    await askToRemove(page, 'pesos e lacres.csv');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    await page.waitForTimeout(2500);
    expect(await files.getByText('pesos e lacres.csv removido. Desfaça em até 2 segundos.').count()).toBe(0);
    expect(deletes).toEqual([]);
    await askToRemove(page, 'pesos e lacres.csv');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Sim');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Não');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe('Sim');
    await page.keyboard.press('Enter');
    await files.getByText('pesos e lacres.csv removido. Desfaça em até 2 segundos.').waitFor();
    // The undo takes the focus from the dialog: one more key brings the file back. (The key goes
    // at once: the undo lasts 2 seconds, which a loaded machine spends quickly on anything else.)
    await page.keyboard.press('Enter');
    await files.getByRole('button', { name: 'Excluir pesos e lacres.csv' }).waitFor();
    await page.waitForTimeout(2500);
    expect(deletes).toEqual([]);
    await files.getByRole('button', { name: 'Excluir pesos e lacres.csv' }).waitFor();

    await askToRemove(page, 'pesos e lacres.csv');
    await page.getByRole('dialog').getByRole('button', { name: 'Sim', exact: true }).click();
    await shot(page, 'portal-file-removed-undo-pt-BR');
    // Two seconds of undo, then the api's answer, which a loaded machine may take its time over.
    await page.getByText('Arquivo removido.').first().waitFor({ timeout: 15_000 });
    expect(deletes).toHaveLength(1);
    expect(await files.getByRole('button', { name: 'Abrir pesos e lacres.csv' }).count()).toBe(0);
    const client = await signedIn(run.stack.deps.db, 'client@example.com');
    const letter = await call('GET', `/api/protest-letters/${letterId}`, undefined, client);
    expect(letter.body.files.map((f: { name: string }) => f.name)).not.toContain('pesos e lacres.csv');
    expect(letter.body.log.map((e: { action: string }) => e.action)).toContain('FILE_REMOVED');
    await page.reload();
    await page.getByText('Arquivo removido', { exact: true }).first().waitFor();

    // The request's attachments open the same way.
    await page.goto(`${run.stack.baseUrl}/request-reimbursement/detail/${requestId}`);
    const photoOfRequest = await openPreview(page, 'avaria.png');
    await photoOfRequest.getByRole('img', { name: 'avaria.png' }).waitFor();
    await page.keyboard.press('Escape');

    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('asks before a removal in Spanish and English too, with the focus on the answer that keeps the file', async () => {
    const texts = [
      {
        language: 'es',
        remove: 'Eliminar',
        question: '¿Está seguro de que quiere eliminar?',
        no: 'No',
        yes: 'Sí',
      },
      {
        language: 'en',
        remove: 'Delete',
        question: 'Are you sure you want to delete?',
        no: 'No',
        yes: 'Yes',
      },
    ];
    for (const x of texts) {
      const session = await signedInOn(run, 'client@example.com', { language: x.language });
      const { context, page } = session;
      const problems = watchPage(page, x.language);
      await page.goto(`${run.stack.baseUrl}/processes/details/${letterId}`);
      await page.getByRole('button', { name: `${x.remove} foto da avaria.png`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: x.question });
      await dialog.waitFor();
      expect(await focusedText(page)).toBe(x.no);
      expect(await dialog.getByRole('button', { name: x.yes, exact: true }).count()).toBe(1);
      await shot(page, `portal-file-remove-confirm-${x.language}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `${x.remove} foto da avaria.png`, exact: true }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('shows a photo far larger than the screen whole, inside the preview, in its own proportions', async () => {
    const client = await signedIn(run.stack.deps.db, 'client@example.com');
    const photo = { documentType: 'PHOTOS', name: 'contêiner aberto.png', type: 'image/png' };
    expect(
      (await uploadFile(run.stack.baseUrl, letterId, client, { ...photo, content: pngOf(1500, 4000) }))
        .status,
    ).toBe(201);
    const { context, page, problems } = await portalAs('client@example.com');
    await page.goto(`${run.stack.baseUrl}/processes/details/${letterId}`);
    const preview = await openPreview(page, 'contêiner aberto.png');
    const image = preview.getByRole('img', { name: 'contêiner aberto.png' });
    await image.waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.file-preview img')?.complete);
    const fit = await image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const frame = img.closest('.file-preview')!;
      const inside = frame.getBoundingClientRect();
      return {
        withinFrame: box.top >= inside.top && box.bottom <= inside.bottom && box.right <= inside.right,
        withinScreen: box.bottom <= window.innerHeight,
        scrolls: frame.scrollHeight > frame.clientHeight,
        ratio: box.width / box.height,
      };
    });
    expect(fit).toEqual({ withinFrame: true, withinScreen: true, scrolls: false, ratio: expect.any(Number) });
    expect(fit.ratio).toBeCloseTo(1500 / 4000, 2);
    await shot(page, 'portal-file-preview-large-image-pt-BR');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('opens the files for the assigned inspector and for the broker, who cannot remove the client’s', async () => {
    for (const email of ['inspector@example.com', 'broker@example.com']) {
      const { context, page, problems } = await portalAs(email);
      await page.goto(`${run.stack.baseUrl}/processes/details/${letterId}`);
      const preview = await openPreview(page, 'foto da avaria.png');
      await preview.getByRole('img', { name: 'foto da avaria.png' }).waitFor();
      await shot(page, `portal-file-preview-${email.split('@')[0]}-pt-BR`);
      await page.keyboard.press('Escape');
      expect(await page.getByRole('button', { name: 'Excluir foto da avaria.png' }).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
